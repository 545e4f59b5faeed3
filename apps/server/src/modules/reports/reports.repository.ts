// Report rows (reports): the writes, a course's reports by status, one report, resolving all open reports
// of one item at once.
import type { ReportCategory, ReportStatus, ReportTargetKind } from '@campus/shared';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';

export interface ReportRow {
  id: number;
  courseId: number;
  kind: ReportTargetKind;
  targetId: number;
  reporterId: number | null;
  reporterName: string | null;
  category: ReportCategory;
  text: string;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}

const reporter = alias(users, 'reporter');

const reportColumns = {
  id: reports.id,
  courseId: reports.courseId,
  kind: reports.kind,
  targetId: reports.targetId,
  reporterId: reports.reporterId,
  reporterName: reporter.displayName,
  category: reports.category,
  text: reports.text,
  status: reports.status,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
};

const LIST_MAX = 200;

export async function listCourseReports(db: Database, courseId: number, status: ReportStatus): Promise<ReportRow[]> {
  return db
    .select(reportColumns)
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(and(eq(reports.courseId, courseId), eq(reports.status, status)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(LIST_MAX);
}

export async function findReport(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select(reportColumns).from(reports).leftJoin(reporter, eq(reporter.id, reports.reporterId)).where(eq(reports.id, id));
  return row;
}

export async function findOpenReport(db: Database, kind: ReportTargetKind, targetId: number, reporterId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.kind, kind), eq(reports.targetId, targetId), eq(reports.reporterId, reporterId), eq(reports.status, 'open')));
  return row?.id;
}

export async function insertReport(
  db: Database,
  values: { courseId: number; kind: ReportTargetKind; targetId: number; reporterId: number; category: ReportCategory; text: string },
): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error('report insert returned nothing');
  return row.id;
}

/** Resolves every open report of the item (hidden), or this one report (dismissed). */
export async function resolveReports(
  db: Database,
  where: { kind: ReportTargetKind; targetId: number } | { id: number },
  status: Exclude<ReportStatus, 'open'>,
  resolvedBy: number,
): Promise<void> {
  const condition = 'id' in where ? eq(reports.id, where.id) : and(eq(reports.kind, where.kind), eq(reports.targetId, where.targetId));
  await db
    .update(reports)
    .set({ status, resolvedBy, resolvedAt: new Date() })
    .where(and(condition, eq(reports.status, 'open')));
}
