// Sign-in state: token signing keys, sessions and their rotating refresh tokens, failed sign-ins (brute
// force limits), links to the campus identity provider, and the impersonation audit log. Everything
// lives here, not in process memory, so any API node can serve any request.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** Ed25519 keys that sign access tokens; the newest signs, all verify. */
export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SESSION_AUTH_METHODS = ['password', 'sso', 'impersonation'] as const;
export type SessionAuthMethod = (typeof SESSION_AUTH_METHODS)[number];

/**
 * One sign-in = one session = one refresh-token family. Access tokens name the session (`sid`), so
 * revoking the row ends every token of the family at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authMethod: text('auth_method', { enum: SESSION_AUTH_METHODS }).notNull(),
    /** Set when an admin acts as this user; the admin's own session is `parentSessionId`. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    parentSessionId: uuid('parent_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    /** Sliding: each refresh moves it to now + REFRESH_TOKEN_TTL_SECONDS. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Shown to the user in a session list; never used for decisions. */
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    index('auth_sessions_user_id_idx').on(table.userId),
    index('auth_sessions_parent_session_id_idx').on(table.parentSessionId),
    check('auth_sessions_auth_method_valid', inList(table.authMethod, SESSION_AUTH_METHODS)),
  ],
);

/** Refresh tokens, by SHA-256 only. A used token points at its successor; presenting it again revokes the family. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
  },
  (table) => [index('auth_refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** Failed sign-ins in the recent past, per account (lower-cased email, known or not) and client (IPv4, or IPv6 /64). */
export const authLoginFailures = pgTable(
  'auth_login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('auth_login_failures_account_idx').on(table.account, table.createdAt),
    index('auth_login_failures_account_ip_idx').on(table.account, table.ip, table.createdAt),
    index('auth_login_failures_created_at_idx').on(table.createdAt),
    // The per-IP limit counts an IP's failures across all accounts.
    index('auth_login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Accounts at the campus identity provider, linked by (issuer, subject), never by email alone. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] }), index('user_identities_user_id_idx').on(table.userId)],
);

export const IMPERSONATION_ACTIONS = ['start', 'end'] as const;
export type ImpersonationAction = (typeof IMPERSONATION_ACTIONS)[number];

/** Every start and end of an impersonation, kept for audit. */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: IMPERSONATION_ACTIONS }).notNull(),
    sessionId: uuid('session_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('impersonation_log_admin_idx').on(table.adminUserId, table.createdAt),
    index('impersonation_log_target_idx').on(table.targetUserId, table.createdAt),
    check('impersonation_log_action_valid', inList(table.action, IMPERSONATION_ACTIONS)),
  ],
);
