// The campus (a "domain" in the spec) and its sites, which group courses in the course chooser.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface DomainFeatures {
  /** Campus feature flags that allow creating these course types (spec §6). */
  courseTypes: { self_learning: boolean; compact_learning: boolean };
}

export const domains = pgTable('domains', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  primaryColor: text('primary_color').notNull().default('#228be6'),
  features: jsonb('features')
    .$type<DomainFeatures>()
    .notNull()
    .default({ courseTypes: { self_learning: false, compact_learning: false } }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [index('sites_domain_id_idx').on(table.domainId)],
);
