// Campus terms of use, versioned per campus, and who accepted which version when (spec §4 "Legal").
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { domains } from './domains.ts';
import { users } from './users.ts';

/** One published version of a campus's terms; the highest version is the current one. Never edited. */
export const legalTerms = pgTable(
  'legal_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    conditionsDe: text('conditions_de').notNull(),
    conditionsEn: text('conditions_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Also serves "current version of a campus": the index is scanned backwards.
    uniqueIndex('legal_terms_domain_id_version_uq').on(table.domainId, table.version),
    check('legal_terms_version_positive', sql`${table.version} > 0`),
  ],
);

/** An acceptance is kept for good: the record of consent to that version. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    termsId: integer('terms_id')
      .notNull()
      .references(() => legalTerms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.termsId, table.userId] }), index('legal_acceptances_user_id_idx').on(table.userId)],
);
