// The SQL of users administer: the campus's accounts (domain_members) with their campus roles and last
// sign-in, role changes and campus membership. Disabling is auth's (app.auth), not here.
import type { CampusRole } from '@campus/shared';
import { and, asc, count, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, domainMembers, domainRoles, users } from '../../db/schema/index.ts';

export interface UserAdminRow {
  id: number;
  displayName: string;
  email: string;
  isAdmin: boolean;
  disabledAt: Date | null;
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
