// Seeds the demo campus of issue 2 once: one transaction guarded by the app_meta marker, so a second
// call (or a second server starting at the same time) changes nothing.
import type { Database } from '../db/client.ts';
import type { MediaToolPaths } from '../lib/media-tools.ts';
import { hashPassword } from '../lib/password.ts';
import type { FileStore } from '../lib/storage.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEED_MARKER, type DemoAccountKey } from './demo-accounts.ts';
import { seedDemoAssignments } from './demo-assignments.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoCourseDocuments } from './demo-course-documents.ts';
import { seedDemoDialogs } from './demo-dialogs.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoLearningPaths } from './demo-learning-paths.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoUsageHistory } from './demo-usage-history.ts';
import { claimAppMeta, hasAppMeta, insertDemoCampus } from './seed.repository.ts';

export interface SeedResult {
  /** False when the demo campus was already there. */
  seeded: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * Where the seed puts the bytes of its demo files. `media` null: no ffmpeg work (the demo blog image is
 * left out), which keeps the many test databases quick to seed.
 */
export interface DemoSeedFiles {
  store: FileStore;
  media: MediaToolPaths | null;
}

export async function seedDemoCampus(db: Database, now: Date = new Date(), files: DemoSeedFiles | null = null): Promise<SeedResult> {
  if (await hasAppMeta(db, DEMO_SEED_MARKER)) return { seeded: false };

  // Hash before the transaction: argon2 is deliberately slow and must not hold it open.
  const accountKeys = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
  const hashed = await Promise.all(
    accountKeys.map(async (key) => [key, await hashPassword(DEMO_PASSWORD)] as const),
  );
  const passwordHashes = Object.fromEntries(hashed) as Record<DemoAccountKey, string>;

  // Courses are running: started two weeks ago, ending in about half a year.
  const today = startOfUtcDay(now);
  const startDate = new Date(today.getTime() - 14 * DAY_MS);
  const endDate = new Date(today.getTime() + 180 * DAY_MS);

  return db.transaction(async (tx) => {
    const claimed = await claimAppMeta(tx, DEMO_SEED_MARKER, { seededAt: now.toISOString() });
    if (!claimed) return { seeded: false };
    await insertDemoCampus(tx, { passwordHashes, startDate, endDate });
    await seedDemoAssignments(tx, now);
    await seedDemoContent(tx, now, files?.media ? { store: files.store, media: files.media } : null);
    await seedDemoCourseDocuments(tx, now, files?.store ?? null);
    await seedDemoLearningPaths(tx, now);
    await seedDemoFeedback(tx, now);
    await seedDemoDialogs(tx, now);
    await seedDemoConversations(tx, now);
    await seedDemoNotifications(tx, now);
    await seedDemoUsageHistory(tx, now);
    return { seeded: true };
  });
}
