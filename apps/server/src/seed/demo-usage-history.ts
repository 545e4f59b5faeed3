// Demo sign-in history (issue 18, usage statistics): ended sessions of the demo accounts over the last
// eleven weeks, more of them lately, so the usage statistics' active-users series has a shape. Nothing
// else shows these rows (users administer shows the last sign-in, which the real sign-ins overtake), and
// none of the seeded screens changes. Part of the demo seed transaction; skipped when history exists.
import { weekStartOf } from '@campus/shared';
import { randomUUID } from 'node:crypto';
import { and, count, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authSessions, users } from '../db/schema/index.ts';
import { DEMO_EMAILS, type DemoAccountKey } from './demo-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = 40 * 60 * 1000;

/** Who signed in in the week `weeksAgo` weeks before the seed's week (once each, on its Wednesday at 10:00 UTC). */
export const DEMO_PAST_SIGN_INS: readonly { weeksAgo: number; who: readonly DemoAccountKey[] }[] = [
  { weeksAgo: 11, who: ['instructor'] },
  { weeksAgo: 10, who: ['instructor', 'manager'] },
  { weeksAgo: 9, who: ['instructor', 'student'] },
  { weeksAgo: 8, who: ['instructor', 'student', 'mentor'] },
  { weeksAgo: 7, who: ['instructor', 'student'] },
  { weeksAgo: 6, who: ['instructor', 'student', 'mentor', 'manager'] },
  { weeksAgo: 5, who: ['instructor', 'student', 'mentor'] },
  { weeksAgo: 4, who: ['instructor', 'student', 'mentor', 'guest'] },
  { weeksAgo: 3, who: ['instructor', 'student', 'mentor', 'manager', 'guest'] },
  { weeksAgo: 2, who: ['instructor', 'student', 'mentor', 'guest'] },
  { weeksAgo: 1, who: ['instructor', 'student', 'mentor', 'manager', 'guest', 'admin'] },
];

export async function seedDemoUsageHistory(db: Database, now: Date): Promise<void> {
  const thisWeek = weekStartOf(now).getTime();
  const emails = Object.values(DEMO_EMAILS);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const ids = [...idOf.values()];
  if (ids.length === 0) return;
  const [existing] = await db
    .select({ total: count() })
    .from(authSessions)
    .where(and(inArray(authSessions.userId, ids), lt(authSessions.createdAt, new Date(thisWeek))));
  if ((existing?.total ?? 0) > 0) return;
  const sessions = DEMO_PAST_SIGN_INS.flatMap(({ weeksAgo, who }) =>
    who.flatMap((key, index) => {
      const userId = idOf.get(DEMO_EMAILS[key]);
      if (userId === undefined) return [];
      const createdAt = new Date(thisWeek - weeksAgo * 7 * DAY_MS + 2 * DAY_MS + 10 * 60 * 60 * 1000 + index * 5 * 60 * 1000);
      const ended = new Date(createdAt.getTime() + SESSION_MS);
      return [
        {
          id: randomUUID(),
          userId,
          authMethod: 'password' as const,
          createdAt,
          lastUsedAt: ended,
          expiresAt: ended,
          revokedAt: ended,
          revokedReason: 'logout',
        },
      ];
    }),
  );
  if (sessions.length > 0) await db.insert(authSessions).values(sessions);
}
