// The SQL of users administer: the campus's accounts (domain_members) with their campus roles and last
// sign-in, role changes, campus membership and its suspension, and campus invitations (issue 27).
// Disabling an account is auth's (app.auth), not here.
import type { CampusRole } from '@campus/shared';
import { and, asc, count, eq, gt, ilike, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, campusInvitations, domainMembers, domainRoles, domains, users } from '../../db/schema/index.ts';

export interface UserAdminRow {
  id: number;
  displayName: string;
  email: string;
  isAdmin: boolean;
  disabledAt: Date | null;
  /** A campus manager suspended the membership of this campus (issue 27). */
  suspendedAt: Date | null;
  roles: CampusRole[];
  lastSignIn: Date | null;
}

/** Raw SQL subqueries answer timestamps as text on some drivers. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** `%…%` with LIKE's wildcards escaped, so a search for `50%` finds that text. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

function selectUsers(db: Database, domainId: number) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      isAdmin: users.isAdmin,
      disabledAt: users.disabledAt,
      suspendedAt: domainMembers.suspendedAt,
      roles: sql<CampusRole[] | null>`(SELECT json_agg(${domainRoles.role} ORDER BY ${domainRoles.role}) FROM ${domainRoles}
        WHERE ${domainRoles.domainId} = ${domainId} AND ${domainRoles.userId} = ${users.id})`,
      lastSignIn: sql<Date | string | null>`(SELECT max(${authSessions.createdAt}) FROM ${authSessions}
        WHERE ${authSessions.userId} = ${users.id} AND ${authSessions.authMethod} <> 'impersonation')`,
    })
    .from(domainMembers)
    .innerJoin(users, eq(users.id, domainMembers.userId));
}

function present(row: {
  id: number;
  displayName: string;
  email: string;
  isAdmin: boolean;
  disabledAt: Date | null;
  suspendedAt: Date | null;
  roles: CampusRole[] | null;
  lastSignIn: Date | string | null;
}): UserAdminRow {
  return { ...row, roles: row.roles ?? [], lastSignIn: toDate(row.lastSignIn) };
}

function listFilter(domainId: number, search: string | undefined): SQL | undefined {
  const inCampus = eq(domainMembers.domainId, domainId);
  if (!search) return inCampus;
  const pattern = containsPattern(search);
  return and(inCampus, or(ilike(users.displayName, pattern), ilike(users.email, pattern)));
}

/** One page of the campus's accounts, by name; `search` matches name or e-mail, case-insensitive. */
export async function listCampusUsers(
  db: Database,
  domainId: number,
  options: { search: string | undefined; offset: number; limit: number },
): Promise<{ rows: UserAdminRow[]; total: number }> {
  const where = listFilter(domainId, options.search);
  const [rows, totals] = await Promise.all([
    selectUsers(db, domainId).where(where).orderBy(asc(sql`lower(${users.displayName})`), asc(users.id)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(domainMembers).innerJoin(users, eq(users.id, domainMembers.userId)).where(where),
  ]);
  return { rows: rows.map(present), total: totals[0]?.total ?? 0 };
}

/** An account of the campus, or undefined when it does not belong to it. */
export async function findCampusUser(db: Database, domainId: number, userId: number): Promise<UserAdminRow | undefined> {
  const [row] = await selectUsers(db, domainId).where(and(eq(domainMembers.domainId, domainId), eq(domainMembers.userId, userId))).limit(1);
  return row ? present(row) : undefined;
}

/** Makes `roles` the user's campus roles on the campus (removes the others, adds the missing ones). */
export async function replaceCampusRoles(db: Database, domainId: number, userId: number, roles: readonly CampusRole[]): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = and(eq(domainRoles.domainId, domainId), eq(domainRoles.userId, userId));
    await tx.delete(domainRoles).where(roles.length === 0 ? mine : and(mine, notInArray(domainRoles.role, [...roles])));
    if (roles.length > 0) {
      await tx
        .insert(domainRoles)
        .values(roles.map((role) => ({ domainId, userId, role })))
        .onConflictDoNothing();
    }
  });
}

/** The account with this (lower-cased) e-mail address. */
export async function findAccountIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id;
}

/** Adds the account to the campus; false when it belonged already. */
export async function insertCampusMember(db: Database, domainId: number, userId: number): Promise<boolean> {
  const inserted = await db.insert(domainMembers).values({ domainId, userId }).onConflictDoNothing().returning({ userId: domainMembers.userId });
  return inserted.length > 0;
}

/**
 * Suspends (a date) or restores (null) the user's membership of the campus; suspending also takes the
 * campus roles there, so nothing of the campus counts for them while suspended.
 */
export async function setMembershipSuspended(db: Database, domainId: number, userId: number, at: Date | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(domainMembers)
      .set({ suspendedAt: at })
      .where(and(eq(domainMembers.domainId, domainId), eq(domainMembers.userId, userId)));
    if (at !== null) await tx.delete(domainRoles).where(and(eq(domainRoles.domainId, domainId), eq(domainRoles.userId, userId)));
  });
}

/** Records (or renews) the one pending invitation of the campus for the lower-cased address. */
export async function upsertInvitation(db: Database, invitation: { domainId: number; email: string; invitedBy: number; now: Date; expiresAt: Date }): Promise<void> {
  await db
    .insert(campusInvitations)
    .values({ domainId: invitation.domainId, email: invitation.email, invitedBy: invitation.invitedBy, createdAt: invitation.now, expiresAt: invitation.expiresAt })
    .onConflictDoUpdate({
      target: [campusInvitations.domainId, campusInvitations.email],
      targetWhere: sql`${campusInvitations.acceptedAt} IS NULL AND ${campusInvitations.declinedAt} IS NULL`,
      set: { invitedBy: invitation.invitedBy, createdAt: invitation.now, expiresAt: invitation.expiresAt },
    });
}

function pendingFor(email: string, now: Date): SQL | undefined {
  return and(
    eq(campusInvitations.email, email),
    isNull(campusInvitations.acceptedAt),
    isNull(campusInvitations.declinedAt),
    gt(campusInvitations.expiresAt, now),
  );
}

export interface PendingInvitationRow {
  id: number;
  domainId: number;
  campusName: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The pending, unexpired invitations for the (lower-cased) address, newest first. */
export async function listPendingInvitations(db: Database, email: string, now: Date): Promise<PendingInvitationRow[]> {
  return db
    .select({
      id: campusInvitations.id,
      domainId: campusInvitations.domainId,
      campusName: domains.name,
      createdAt: campusInvitations.createdAt,
      expiresAt: campusInvitations.expiresAt,
    })
    .from(campusInvitations)
    .innerJoin(domains, eq(domains.id, campusInvitations.domainId))
    .where(pendingFor(email, now))
    .orderBy(sql`${campusInvitations.createdAt} DESC`, asc(campusInvitations.id))
    .limit(100);
}

/**
 * Answers a pending, unexpired invitation for the address: accepting adds the user to its campus (in
 * the same transaction). False when there is no such invitation.
 */
export async function answerInvitation(
  db: Database,
  answer: { id: number; email: string; userId: number; accept: boolean; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campusInvitations)
      .set(answer.accept ? { acceptedAt: answer.now } : { declinedAt: answer.now })
      .where(and(eq(campusInvitations.id, answer.id), pendingFor(answer.email, answer.now)))
      .returning({ domainId: campusInvitations.domainId });
    if (!row) return false;
    if (answer.accept) await tx.insert(domainMembers).values({ domainId: row.domainId, userId: answer.userId }).onConflictDoNothing();
    return true;
  });
}

/** The account's e-mail address (lower-cased), or undefined. */
export async function findAccountEmail(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
