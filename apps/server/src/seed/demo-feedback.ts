// Demo app feedback (issue 16): a few ratings of the demo campus, so its staff (the campus manager, the
// admin) see the feedback section with a list, an average and something to export. The prompt flag stays
// off (spec §4: disabled by default). Part of the demo seed transaction; skipped when feedback exists.
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appFeedback, users } from '../db/schema/index.ts';
import { DEMO_DOMAIN, DEMO_EMAILS } from './demo-accounts.ts';

export const DEMO_FEEDBACK = [
  { who: 'student', rating: 5, message: 'The learning path makes it easy to see what is left. Thank you!', daysAgo: 6 },
  { who: 'mentor', rating: 4, message: 'Video comments work well on the phone. A dark mode for the player would be nice.', daysAgo: 3 },
  { who: 'guest', rating: 3, message: '', daysAgo: 1 },
] as const;

export async function seedDemoFeedback(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(appFeedback).where(eq(appFeedback.domainId, DEMO_DOMAIN.id));
  if ((existing?.total ?? 0) > 0) return;
  const emails = DEMO_FEEDBACK.map((entry) => DEMO_EMAILS[entry.who]);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  await db.insert(appFeedback).values(
    DEMO_FEEDBACK.map((entry) => ({
      domainId: DEMO_DOMAIN.id,
      userId: idOf.get(DEMO_EMAILS[entry.who]) ?? null,
      rating: entry.rating,
      message: entry.message,
      appVersion: '3',
      platform: 'web',
      createdAt: new Date(now.getTime() - entry.daysAgo * 24 * 60 * 60 * 1000),
    })),
  );
}
