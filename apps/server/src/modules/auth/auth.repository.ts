// The only code of the auth module that touches the database (STYLE.md: repositories hold the SQL).
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, max, min, ne, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Database } from '../../db/client.ts';
import {
  authLoginFailures,
  authRefreshTokens,
  authSessions,
  authSigningKeys,
  impersonationLog,
  userIdentities,
  type ImpersonationAction,
  type SessionAuthMethod,
} from '../../db/schema/auth.ts';
import { campusEmailDomains } from '../../db/schema/domains.ts';
import { domainMembers, domainRoles, users } from '../../db/schema/users.ts';
import type { StoredSigningKey } from '../../lib/tokens.ts';

// ---- users ----

export interface AccountRow {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string | null;
  language: 'de' | 'en';
  isAdmin: boolean;
  disabledAt: Date | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  language: users.language,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
};

/** `email` must already be lower-cased (the column stores it so). */
export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const rows = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findAccountById(db: Database, userId: number): Promise<AccountRow | undefined> {
  const rows = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setDisabled(db: Database, userId: number, at: Date | null): Promise<void> {
  await db.update(users).set({ disabledAt: at }).where(eq(users.id, userId));
}

export async function createAccount(
  db: Database,
  values: { email: string; displayName: string; language: 'de' | 'en' },
): Promise<AccountRow> {
  const rows = await db.insert(users).values({ ...values, passwordHash: null }).returning(accountColumns);
  return rows[0]!;
}

/**
 * The campus that owns the e-mail domain (campus settings, domain management), if any: only a VERIFIED
 * claim counts (DNS proof or a server admin's approval); a pending claim routes nobody.
 */
export async function findCampusIdByEmailDomain(db: Database, emailDomain: string): Promise<number | undefined> {
  const [row] = await db
    .select({ domainId: campusEmailDomains.domainId })
    .from(campusEmailDomains)
    .where(and(eq(campusEmailDomains.emailDomain, emailDomain), isNotNull(campusEmailDomains.verifiedAt)));
  return row?.domainId;
}

export async function addDomainMember(db: Database, domainId: number, userId: number): Promise<void> {
  await db.insert(domainMembers).values({ domainId, userId }).onConflictDoNothing();
}

export interface DomainRolesRow {
  domainId: number;
  roles: string[];
}

/** Campus memberships of a user with the campus roles held in each. */
export async function domainRolesOf(db: Database, userId: number): Promise<DomainRolesRow[]> {
  const memberships = await db
    .select({ domainId: domainMembers.domainId })
    .from(domainMembers)
    .where(eq(domainMembers.userId, userId))
    .orderBy(asc(domainMembers.domainId));
  const roles = await db
    .select({ domainId: domainRoles.domainId, role: domainRoles.role })
    .from(domainRoles)
    .where(eq(domainRoles.userId, userId))
    .orderBy(asc(domainRoles.domainId), asc(domainRoles.role));
  const byDomain = new Map<number, string[]>(memberships.map((row) => [row.domainId, []]));
  for (const row of roles) {
    const list = byDomain.get(row.domainId) ?? [];
    list.push(row.role);
    byDomain.set(row.domainId, list);
  }
  return [...byDomain].map(([domainId, list]) => ({ domainId, roles: list }));
}

// ---- signing keys ----

/** Any constant: serialises first-key generation across nodes. */
const SIGNING_KEY_LOCK = 727_101;

export async function loadSigningKeys(db: Database): Promise<StoredSigningKey[]> {
  const rows = await db.select().from(authSigningKeys).orderBy(asc(authSigningKeys.createdAt));
  return rows.map((row) => ({ kid: row.kid, privateJwk: row.privateJwk, publicJwk: row.publicJwk, createdAt: row.createdAt }));
}

/**
 * Returns the stored keys, creating the first one if there is none. Runs under a transaction-scoped
 * advisory lock so that nodes starting together agree on one key.
 */
export async function ensureSigningKey(db: Database, create: () => Promise<StoredSigningKey>): Promise<StoredSigningKey[]> {
  const existing = await loadSigningKeys(db);
  if (existing.length > 0) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK})`);
    const again = await loadSigningKeys(tx);
    if (again.length > 0) return again;
    const key = await create();
    await tx.insert(authSigningKeys).values({
      kid: key.kid,
      algorithm: String(key.privateJwk.alg ?? 'EdDSA'),
      privateJwk: key.privateJwk as JWK,
      publicJwk: key.publicJwk as JWK,
      createdAt: key.createdAt,
    });
    return [key];
  });
}

// ---- failed sign-ins ----

export interface FailureCounts {
  account: number;
  accountAndIp: number;
  ip: number;
  /** Oldest and newest failures inside the window, to compute Retry-After. */
  oldestForAccountAndIp: Date | null;
  newestForAccountAndIp: Date | null;
  oldestForIp: Date | null;
}

/** Failures since `since` for the account, the (account, IP) pair and the IP (any account); `ip` is the throttle key. */
export async function countRecentFailures(db: Database, account: string, ip: string, since: Date): Promise<FailureCounts> {
  const recent = gt(authLoginFailures.createdAt, since);
  const [perAccount] = await db
    .select({ total: count() })
    .from(authLoginFailures)
    .where(and(eq(authLoginFailures.account, account), recent));
  const [perAccountAndIp] = await db
    .select({ total: count(), oldest: min(authLoginFailures.createdAt), newest: max(authLoginFailures.createdAt) })
    .from(authLoginFailures)
    .where(and(eq(authLoginFailures.account, account), eq(authLoginFailures.ip, ip), recent));
  const [perIp] = await db
    .select({ total: count(), oldest: min(authLoginFailures.createdAt) })
    .from(authLoginFailures)
    .where(and(eq(authLoginFailures.ip, ip), recent));
  return {
    account: perAccount?.total ?? 0,
    accountAndIp: perAccountAndIp?.total ?? 0,
    ip: perIp?.total ?? 0,
    oldestForAccountAndIp: toDate(perAccountAndIp?.oldest),
    newestForAccountAndIp: toDate(perAccountAndIp?.newest),
    oldestForIp: toDate(perIp?.oldest),
  };
}

// Aggregates may come back as strings on some drivers.
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

export async function recordFailure(db: Database, account: string, ip: string, at: Date): Promise<void> {
  await db.insert(authLoginFailures).values({ account, ip, createdAt: at });
}

/** After a correct password from this IP the IP's own count starts again; other IPs keep theirs. */
export async function clearFailures(db: Database, account: string, ip: string): Promise<void> {
  await db.delete(authLoginFailures).where(and(eq(authLoginFailures.account, account), eq(authLoginFailures.ip, ip)));
}

export async function pruneFailures(db: Database, before: Date): Promise<void> {
  await db.delete(authLoginFailures).where(lt(authLoginFailures.createdAt, before));
}

// ---- sessions and refresh tokens ----

export interface NewSession {
  id: string;
  userId: number;
  authMethod: SessionAuthMethod;
  impersonatorUserId: number | null;
  parentSessionId: string | null;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(authSessions).values({ ...session, lastUsedAt: session.createdAt });
}

export async function insertRefreshToken(
  db: Database,
  token: { id: string; sessionId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authRefreshTokens).values(token);
}

export interface RefreshTokenState {
  tokenId: string;
  tokenExpiresAt: Date;
  usedAt: Date | null;
  sessionId: string;
  userId: number;
  impersonatorUserId: number | null;
  sessionExpiresAt: Date;
  sessionRevokedAt: Date | null;
  userDisabledAt: Date | null;
}

/** Looks a refresh token up by hash and locks its row, so two concurrent uses cannot both succeed. */
export async function findRefreshTokenForUpdate(db: Database, tokenHash: string): Promise<RefreshTokenState | undefined> {
  const rows = await db
    .select({
      tokenId: authRefreshTokens.id,
      tokenExpiresAt: authRefreshTokens.expiresAt,
      usedAt: authRefreshTokens.usedAt,
      sessionId: authSessions.id,
      userId: authSessions.userId,
      impersonatorUserId: authSessions.impersonatorUserId,
      sessionExpiresAt: authSessions.expiresAt,
      sessionRevokedAt: authSessions.revokedAt,
      userDisabledAt: users.disabledAt,
    })
    .from(authRefreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .for('update', { of: authRefreshTokens })
    .limit(1);
  return rows[0];
}

export async function markRefreshTokenUsed(db: Database, tokenId: string, usedAt: Date, replacedBy: string): Promise<void> {
  await db.update(authRefreshTokens).set({ usedAt, replacedBy }).where(eq(authRefreshTokens.id, tokenId));
}

export async function extendSession(db: Database, sessionId: string, lastUsedAt: Date, expiresAt: Date): Promise<void> {
  await db.update(authSessions).set({ lastUsedAt, expiresAt }).where(eq(authSessions.id, sessionId));
}

/** Revokes one session; returns the user it belonged to when it was still active (for the session-ended notice). */
export async function revokeSession(db: Database, sessionId: string, reason: string, at: Date): Promise<number[]> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  return rows.map((row) => row.userId);
}

/** Revokes every active session of a user (and the impersonation sessions acting as them), except one. */
export async function revokeSessionsOfUser(
  db: Database,
  userId: number,
  reason: string,
  at: Date,
  exceptSessionId?: string,
): Promise<number> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(authSessions.id, exceptSessionId));
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: authSessions.id });
  return rows.length;
}

export interface SessionState {
  userId: number;
  impersonatorUserId: number | null;
  parentSessionId: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  userDisabledAt: Date | null;
  isAdmin: boolean;
  impersonatorDisabledAt: Date | null;
}

function sessionStateQuery(db: Database) {
  return db
    .select({
      userId: authSessions.userId,
      impersonatorUserId: authSessions.impersonatorUserId,
      parentSessionId: authSessions.parentSessionId,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      userDisabledAt: users.disabledAt,
      isAdmin: users.isAdmin,
      // The impersonating admin being disabled ends the impersonation too.
      impersonatorDisabledAt: sql<Date | string | null>`(select ${users.disabledAt} from ${users} where ${users.id} = ${authSessions.impersonatorUserId})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_session_state');
}

// Every authenticated request runs this query: prepared once per database handle (a named statement
// on PostgreSQL), so neither Drizzle nor the server builds and plans it again for each request.
// Inside a transaction (`tx`, a different object) it is prepared for that handle.
const sessionStateQueries = new WeakMap<Database, ReturnType<typeof sessionStateQuery>>();

/** Everything an authenticated request must know about its session, in one indexed query. */
export async function findSessionState(db: Database, sessionId: string): Promise<SessionState | undefined> {
  let query = sessionStateQueries.get(db);
  if (!query) {
    query = sessionStateQuery(db);
    sessionStateQueries.set(db, query);
  }
  const rows = await query.execute({ sessionId });
  const row = rows[0];
  if (!row) return undefined;
  return { ...row, impersonatorDisabledAt: toDate(row.impersonatorDisabledAt) };
}

export async function activeSessionIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  return rows.map((row) => row.id);
}

/** Revokes the impersonation sessions started from these sessions; returns the users they acted as. */
export async function revokeChildSessions(db: Database, parentSessionIds: string[], reason: string, at: Date): Promise<number[]> {
  if (parentSessionIds.length === 0) return [];
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(inArray(authSessions.parentSessionId, parentSessionIds), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  return rows.map((row) => row.userId);
}

// ---- identity provider links ----

export async function findIdentity(db: Database, issuer: string, subject: string): Promise<{ userId: number } | undefined> {
  const rows = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0];
}

export async function insertIdentity(
  db: Database,
  identity: { issuer: string; subject: string; userId: number; email: string | null; at: Date },
): Promise<void> {
  await db.insert(userIdentities).values({
    issuer: identity.issuer,
    subject: identity.subject,
    userId: identity.userId,
    email: identity.email,
    createdAt: identity.at,
    lastLoginAt: identity.at,
  });
}

export async function touchIdentity(db: Database, issuer: string, subject: string, email: string | null, at: Date): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastLoginAt: at, email })
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
}

// ---- impersonation audit ----

export async function logImpersonation(
  db: Database,
  entry: { adminUserId: number; targetUserId: number; action: ImpersonationAction; sessionId: string; ip: string | null; at: Date },
): Promise<void> {
  await db.insert(impersonationLog).values({
    adminUserId: entry.adminUserId,
    targetUserId: entry.targetUserId,
    action: entry.action,
    sessionId: entry.sessionId,
    ip: entry.ip,
    createdAt: entry.at,
  });
}
