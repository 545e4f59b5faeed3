// Terms of use per campus and their acceptances.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { legalAcceptances, legalTerms } from '../../db/schema/index.ts';

export interface TermsRow {
  id: number;
  domainId: number;
  version: number;
  conditionsDe: string;
  conditionsEn: string;
  publishedAt: Date;
  /** When the given user accepted this version, null if not. */
  acceptedAt: Date | null;
}

/** The current (highest) version of a campus's terms, with the user's acceptance of it. */
export async function findCurrentTerms(db: Database, domainId: number, userId: number): Promise<TermsRow | undefined> {
  const [row] = await db
    .select({
      id: legalTerms.id,
      domainId: legalTerms.domainId,
      version: legalTerms.version,
      conditionsDe: legalTerms.conditionsDe,
      conditionsEn: legalTerms.conditionsEn,
      publishedAt: legalTerms.publishedAt,
      acceptedAt: legalAcceptances.acceptedAt,
    })
    .from(legalTerms)
    .leftJoin(legalAcceptances, and(eq(legalAcceptances.termsId, legalTerms.id), eq(legalAcceptances.userId, userId)))
    .where(eq(legalTerms.domainId, domainId))
    .orderBy(desc(legalTerms.version))
    .limit(1);
  return row;
}

/** Records the acceptance once; returns when the user (first) accepted that version. */
export async function recordAcceptance(db: Database, termsId: number, userId: number, now: Date): Promise<Date> {
  const [inserted] = await db
    .insert(legalAcceptances)
    .values({ termsId, userId, acceptedAt: now })
    .onConflictDoNothing()
    .returning({ acceptedAt: legalAcceptances.acceptedAt });
  if (inserted) return inserted.acceptedAt;
  const [existing] = await db
    .select({ acceptedAt: legalAcceptances.acceptedAt })
    .from(legalAcceptances)
    .where(and(eq(legalAcceptances.termsId, termsId), eq(legalAcceptances.userId, userId)));
  if (!existing) throw new Error('legal acceptance vanished between insert and read');
  return existing.acceptedAt;
}

export interface NewTerms {
  domainId: number;
  conditionsDe: string;
  conditionsEn: string;
  createdBy?: number | null;
  publishedAt?: Date;
}

/** Publishes the next version (current + 1); the unique index refuses a concurrent duplicate. */
export async function insertNextTerms(db: Database, terms: NewTerms): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(legalTerms)
    .values({
      domainId: terms.domainId,
      version: sql`(SELECT coalesce(max(${legalTerms.version}), 0) + 1 FROM ${legalTerms} WHERE ${legalTerms.domainId} = ${terms.domainId})`,
      conditionsDe: terms.conditionsDe,
      conditionsEn: terms.conditionsEn,
      createdBy: terms.createdBy ?? null,
      publishedAt: terms.publishedAt ?? new Date(),
    })
    .returning({ id: legalTerms.id, version: legalTerms.version });
  if (!row) throw new Error('terms insert returned nothing');
  return row;
}

export interface LatestTermsRow {
  version: number;
  conditionsDe: string;
  conditionsEn: string;
  publishedAt: Date;
}

/** The current (highest) version of a campus's terms, without anybody's acceptance. */
export async function findLatestTerms(db: Database, domainId: number): Promise<LatestTermsRow | undefined> {
  const [row] = await db
    .select({
      version: legalTerms.version,
      conditionsDe: legalTerms.conditionsDe,
      conditionsEn: legalTerms.conditionsEn,
      publishedAt: legalTerms.publishedAt,
    })
    .from(legalTerms)
    .where(eq(legalTerms.domainId, domainId))
    .orderBy(desc(legalTerms.version))
    .limit(1);
  return row;
}
