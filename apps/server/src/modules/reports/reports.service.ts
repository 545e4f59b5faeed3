// Reports (issue 13, spec `report-modal`; rules in @campus/shared reports.ts): a member reports an item
// they can see to the course staff; the staff (administer_course) list the course's reports, hide the
// item (every open report of it is then resolved) or dismiss one report. The items themselves belong to
// other features, reached through the sources app.ts hands in (reports.sources.ts).
import {
  REPORT_ERROR_CODES,
  canModerateReports,
  type Report,
  type ReportCreateInput,
  type ReportCreated,
  type ReportListResponse,
  type ReportStatus,
  type ReportTargetKind,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { findCourseAccess, requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { findOpenReport, findReport, insertReport, listCourseReports, resolveReports, type ReportRow } from './reports.repository.ts';
import type { ReportTarget, ReportTargetSource, ReportTargetSources } from './reports.sources.ts';

export interface ReportDeps {
  db: Database;
  targets: ReportTargetSources;
}

function sourceFor(deps: ReportDeps, kind: ReportTargetKind): ReportTargetSource {
  const source = deps.targets[kind];
  if (!source) throw new AppError(400, REPORT_ERROR_CODES.kindUnavailable, `Items of kind ${kind} cannot be reported here.`);
  return source;
}

function reportNotFound(id: number): AppError {
  return notFound(`Report ${id} was not found.`, REPORT_ERROR_CODES.notFound);
}

function assertModerator(access: CourseAccess): void {
  if (!canModerateReports(access.permissions)) throw forbidden('Reports are handled by the course staff.', REPORT_ERROR_CODES.moderateForbidden);
}

export async function createReport(deps: ReportDeps, principal: Principal, input: ReportCreateInput): Promise<ReportCreated> {
  const target = await sourceFor(deps, input.kind).find(deps.db, principal, input.targetId);
  if (!target) throw notFound(`No ${input.kind} ${input.targetId} to report.`, REPORT_ERROR_CODES.targetNotFound);
  const alreadyOpen = () => new AppError(409, REPORT_ERROR_CODES.alreadyOpen, 'You already reported this; the course staff will look at it.');
  if ((await findOpenReport(deps.db, input.kind, target.id, principal.userId)) !== undefined) throw alreadyOpen();
  try {
    const id = await insertReport(deps.db, {
      courseId: target.courseId,
      kind: input.kind,
      targetId: target.id,
      reporterId: principal.userId,
      category: input.category,
      text: input.text ?? '',
    });
    return { id, status: 'open' };
  } catch (error) {
    // A second open report raced the first past findOpenReport: the unique index refuses it.
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}

function presentReport(row: ReportRow, target: ReportTarget | undefined): Report {
  return {
    id: row.id,
    og_id: row.courseId,
    kind: row.kind,
    targetId: row.targetId,
    excerpt: target?.excerpt ?? '',
    target_path: target?.path ?? null,
    target_author: target && target.authorId !== null ? { uid: target.authorId, name: target.authorName ?? '' } : null,
    reporter: row.reporterId === null ? null : { uid: row.reporterId, name: row.reporterName ?? '' },
    category: row.category,
    text: row.text,
    status: row.status,
    target_hidden: target?.hidden ?? false,
    created: row.createdAt.toISOString(),
    resolved: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The items of the reports, per kind in one call each; a gone item is absent. */
async function targetsOf(deps: ReportDeps, rows: readonly ReportRow[]): Promise<Map<string, ReportTarget>> {
  const byKind = new Map<ReportTargetKind, number[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.targetId]);
  const result = new Map<string, ReportTarget>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const source = deps.targets[kind];
      if (!source) return;
      for (const [id, target] of await source.findMany(deps.db, ids)) result.set(`${kind}:${id}`, target);
    }),
  );
  return result;
}

export async function listReports(deps: ReportDeps, principal: Principal, courseId: number, status: ReportStatus): Promise<ReportListResponse> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  assertModerator(access);
  const rows = await listCourseReports(deps.db, courseId, status);
  const targets = await targetsOf(deps, rows);
  return { items: rows.map((row) => presentReport(row, targets.get(`${row.kind}:${row.targetId}`))) };
}

/** The open report as one of its course's staff sees it: 404 for those who do not see the course, 403 for other members. */
async function openReportForStaff(deps: ReportDeps, principal: Principal, id: number): Promise<ReportRow> {
  const row = await findReport(deps.db, id);
  if (!row) throw reportNotFound(id);
  const access = await findCourseAccess(deps.db, principal, row.courseId);
  if (!access) throw reportNotFound(id);
  assertModerator(access);
  if (row.status !== 'open') throw new AppError(409, REPORT_ERROR_CODES.notOpen, 'This report was already handled.');
  return row;
}

async function presentOne(deps: ReportDeps, id: number): Promise<Report> {
  const row = await findReport(deps.db, id);
  if (!row) throw reportNotFound(id);
  const targets = await targetsOf(deps, [row]);
  return presentReport(row, targets.get(`${row.kind}:${row.targetId}`));
}

export async function hideReportedItem(deps: ReportDeps, principal: Principal, id: number): Promise<Report> {
  const row = await openReportForStaff(deps, principal, id);
  // A kind whose source is gone cannot be hidden; the item may also be gone already (then nothing to hide).
  await sourceFor(deps, row.kind).setHidden(deps.db, row.targetId, true);
  await resolveReports(deps.db, { kind: row.kind, targetId: row.targetId }, 'hidden', principal.userId);
  return presentOne(deps, id);
}

export async function dismissReport(deps: ReportDeps, principal: Principal, id: number): Promise<Report> {
  const row = await openReportForStaff(deps, principal, id);
  await resolveReports(deps.db, { id: row.id }, 'dismissed', principal.userId);
  return presentOne(deps, id);
}
