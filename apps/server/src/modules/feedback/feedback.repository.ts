// App feedback rows and the campus's prompt flag (campus_settings.feedback_prompt).
import { asc, avg, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appFeedback, campusSettings, domains, users } from '../../db/schema/index.ts';

export interface NewFeedbackRow {
  domainId: number;
  userId: number;
  rating: number;
  message: string;
  appVersion: string | null;
  platform: string | null;
}

export async function insertFeedback(db: Database, row: NewFeedbackRow): Promise<number> {
  const [inserted] = await db.insert(appFeedback).values(row).returning({ id: appFeedback.id });
  if (!inserted) throw new Error('feedback insert returned nothing');
  return inserted.id;
}

export interface FeedbackRow {
  id: number;
  rating: number;
  message: string;
  appVersion: string | null;
  platform: string | null;
  createdAt: Date;
  userId: number | null;
  displayName: string | null;
  email: string | null;
}

function selectFeedback(db: Database, domainId: number) {
  return db
    .select({
      id: appFeedback.id,
      rating: appFeedback.rating,
      message: appFeedback.message,
      appVersion: appFeedback.appVersion,
      platform: appFeedback.platform,
      createdAt: appFeedback.createdAt,
      userId: appFeedback.userId,
      displayName: users.displayName,
      email: users.email,
    })
    .from(appFeedback)
    .leftJoin(users, eq(users.id, appFeedback.userId))
    .where(eq(appFeedback.domainId, domainId))
    .orderBy(desc(appFeedback.createdAt), desc(appFeedback.id));
}

/** Newest first; `limit` undefined → every row (the export). */
export async function listFeedbackRows(db: Database, domainId: number, page?: { offset: number; limit: number }): Promise<FeedbackRow[]> {
  const query = selectFeedback(db, domainId);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function feedbackTotals(db: Database, domainId: number): Promise<{ total: number; average: number | null }> {
  const [row] = await db
    .select({ total: count(), average: avg(appFeedback.rating) })
    .from(appFeedback)
    .where(eq(appFeedback.domainId, domainId));
  return { total: row?.total ?? 0, average: row?.average === null || row?.average === undefined ? null : Number(row.average) };
}

/** The first campus (admins who belong to none read that one, as GET /campus answers it). */
export async function firstCampusId(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ id: domains.id }).from(domains).orderBy(asc(domains.id)).limit(1);
  return row?.id;
}

export async function findPromptFlag(db: Database, domainId: number): Promise<boolean> {
  const [row] = await db.select({ flag: campusSettings.feedbackPrompt }).from(campusSettings).where(eq(campusSettings.domainId, domainId));
  return row?.flag ?? false;
}

/** Sets the flag; a campus without a settings row gets one (the other settings keep their defaults). */
export async function savePromptFlag(db: Database, domainId: number, enabled: boolean): Promise<void> {
  await db
    .insert(campusSettings)
    .values({ domainId, feedbackPrompt: enabled })
    .onConflictDoUpdate({ target: campusSettings.domainId, set: { feedbackPrompt: enabled } });
}
