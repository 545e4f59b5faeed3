// Accounts and their campus membership and campus roles (spec §6 domain_roles).
import { CAMPUS_ROLES, LANGUAGES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
