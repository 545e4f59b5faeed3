// The rows of a first campus: the campus, its admin account, the admin's membership. Written in one
// transaction under an advisory lock, so two setups started at once cannot both create a campus.
import type { Language } from '@campus/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { domainMembers, domains, users } from '../../db/schema/index.ts';

/** Any key of this server's advisory locks; only the first-run setup takes this one. */
const FIRST_RUN_LOCK = 727_001;

export interface FirstCampusRows {
  campusName: string;
  email: string;
  displayName: string;
  passwordHash: string;
  language: Language;
}

/** How many campuses there are (the server has at most a handful: a plain count is cheap). */
export async function countCampuses(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(domains);
  return row?.count ?? 0;
}

/**
 * Inserts the first campus and its admin, or returns null when a campus or an account with the address
 * already exists (checked under the lock, inside the same transaction).
 */
export async function insertFirstCampus(
  db: Database,
  rows: FirstCampusRows,
): Promise<{ domainId: number; userId: number } | 'campus-exists' | 'email-taken'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
    if ((await countCampuses(tx)) > 0) return 'campus-exists';
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, rows.email)).limit(1);
    if (taken) return 'email-taken';

    const [domain] = await tx.insert(domains).values({ name: rows.campusName }).returning({ id: domains.id });
    const [user] = await tx
      .insert(users)
      .values({
        email: rows.email,
        displayName: rows.displayName,
        passwordHash: rows.passwordHash,
        language: rows.language,
        isAdmin: true,
      })
      .returning({ id: users.id });
    if (!domain || !user) throw new Error('first campus rows were not returned');
    await tx.insert(domainMembers).values({ domainId: domain.id, userId: user.id });
    return { domainId: domain.id, userId: user.id };
  });
}
