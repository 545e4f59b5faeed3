// The campus (a "domain" in the spec), its sites, which group courses in the course chooser, and its
// e-mail domains (addresses at them belong to the campus: SSO sign-up joins it).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** E-mail domains of a campus (`example.org`, lowercase, punycode): each belongs to one campus at most. */
export const campusEmailDomains = pgTable(
  'campus_email_domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    emailDomain: text('email_domain').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campus_email_domains_email_domain_uq').on(table.emailDomain),
    index('campus_email_domains_domain_id_idx').on(table.domainId),
    check('campus_email_domains_lowercase', sql`${table.emailDomain} = lower(${table.emailDomain})`),
  ],
);
