// Taxonomy of a campus (spec §7: vocabularies 23 course categories, 25 child categories, 18 video
// topics) and the campus settings of the course editor (target group options, tandems).
import { VOCABULARY_IDS } from '@campus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { domains } from './domains.ts';
import { users } from './users.ts';

export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** Vocabulary id: 23, 25 or 18. */
    vid: smallint('vid').notNull(),
    name: text('name').notNull(),
    /** The course category (vocabulary 23) of a child category (25); null for the other vocabularies. */
    parentId: integer('parent_id').references((): AnyPgColumn => taxonomyTerms.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One term per name (case-insensitive) in a vocabulary of a campus, per parent for child categories.
    uniqueIndex('taxonomy_terms_name_unique').on(
      table.domainId,
      table.vid,
      sql`coalesce(${table.parentId}, 0)`,
      sql`lower(${table.name})`,
    ),
    index('taxonomy_terms_parent_id_idx').on(table.parentId),
    check('taxonomy_terms_vid_valid', sql`${table.vid} IN (${sql.raw(VOCABULARY_IDS.join(', '))})`),
    check('taxonomy_terms_parent_only_for_children', sql`(${table.vid} = 25) = (${table.parentId} IS NOT NULL)`),
    check('taxonomy_terms_name_not_blank', sql`length(trim(${table.name})) > 0`),
  ],
);

/** Campus settings of the course editor; a campus without a row has no target groups and no tandems. */
export const campusCourseOptions = pgTable('campus_course_options', {
  domainId: integer('domain_id')
    .primaryKey()
    .references(() => domains.id, { onDelete: 'cascade' }),
  /** Choices of a course's target groups (course_target_group_options), in display order. */
  targetGroupOptions: jsonb('target_group_options').$type<string[]>().notNull().default([]),
  /** Courses must name at least one target group (course_target_group_required). */
  targetGroupRequired: boolean('target_group_required').notNull().default(false),
  /** The campus uses tandem assignments: courses can set tandem_visibility. */
  tandemEnabled: boolean('tandem_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
