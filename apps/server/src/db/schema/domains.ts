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

/**
 * E-mail domains a campus claims (`example.org`, lowercase, punycode). A claim counts (routes SSO sign-ups)
 * only once verified: a DNS TXT record with its token, or a server admin's approval. A domain is verified
 * for one campus at most; pending claims of several campuses may wait side by side (one per campus), so a
 * squatter's claim never blocks the real owner. `verified_at` defaults to now() only so that rows from
 * before proofs (and the demo seed) count as verified; the service stores new claims with null.
 */
export const campusEmailDomains = pgTable(
  'campus_email_domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    emailDomain: text('email_domain').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while pending. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).defaultNow(),
    /** Random; the TXT record `campus-verification=<token>` at `_campus-verification.<domain>` proves the claim. */
    verificationToken: text('verification_token'),
  },
  (table) => [
    uniqueIndex('campus_email_domains_verified_uq').on(table.emailDomain).where(sql`${table.verifiedAt} is not null`),
    uniqueIndex('campus_email_domains_campus_domain_uq').on(table.domainId, table.emailDomain),
    index('campus_email_domains_domain_id_idx').on(table.domainId),
    check('campus_email_domains_lowercase', sql`${table.emailDomain} = lower(${table.emailDomain})`),
  ],
);
