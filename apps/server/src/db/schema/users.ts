// Accounts and their campus membership and campus roles (spec §6 domain_roles).
import { CAMPUS_ROLES, LANGUAGES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { domains } from './domains.ts';
import { inList } from './sql-helpers.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-cased so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** argon2id hash; null for accounts that only sign in through the campus identity provider. */
    passwordHash: text('password_hash'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    isAdmin: boolean('is_admin').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_language_valid', inList(table.language, LANGUAGES)),
  ],
);

export const domainMembers = pgTable(
  'domain_members',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Set when a campus manager disabled the person on this campus (issue 27): the membership, campus
     * roles and course memberships of this campus count for nothing until it is cleared; the account
     * itself stays usable on its other campuses.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.userId] }),
    index('domain_members_user_id_idx').on(table.userId),
  ],
);

export const domainRoles = pgTable(
  'domain_roles',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CAMPUS_ROLES }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.userId, table.role] }),
    index('domain_roles_user_id_idx').on(table.userId),
    check('domain_roles_role_valid', inList(table.role, CAMPUS_ROLES)),
  ],
);

/**
 * Invitations to join a campus (issue 27): a campus manager who is no server admin does not add an
 * account to the campus, they record an invitation for an address; the person signed in with that
 * address accepts (and becomes a member) or declines. One pending invitation per campus and address.
 * Issue 28 will mail them: delivery columns (sent_at, a token hash for a link) can be added here.
 */
export const campusInvitations = pgTable(
  'campus_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('campus_invitations_pending_uq')
      .on(table.domainId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.declinedAt} IS NULL`),
    index('campus_invitations_email_idx').on(table.email),
    check('campus_invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);
