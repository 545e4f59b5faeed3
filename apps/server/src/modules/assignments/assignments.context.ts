// What every assignment service file starts from: the deps, the course or assignment loaded with its
// access checks (spec §3, §4), and the assignments presented as the user sees them.
import { canStudentSetAssignmentStatus, isAssignmentEmpty, type Assignment, type AudienceMember } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/storage.ts';
import { requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { EMPTY_AUDIENCE, audienceOf } from './assignments.audience.ts';
import { assignmentCapabilities, canSeeAssignment, type AssignmentCapabilities } from './assignments.policy.ts';
import { presentAssignment } from './assignments.presenter.ts';
import { findAssignment, findAttachments, findAudiences, findMemberAudiences, findProgress, type AssignmentRow, type AudienceRow } from './assignments.repository.ts';
import type { OnAssignmentPublished } from './assignments.events.sources.ts';
import { NO_SOURCES, videosFor, type AssignmentSources } from './assignments.sources.ts';

/** What the assignment service functions take first (createAssignmentDeps fills in the defaults). */
export interface AssignmentDeps {
  db: Database;
  files: FileStore;
  sources: AssignmentSources;
  now: () => Date;
  /** Told when an assignment is published (notifications, wired in app.ts). */
  onPublished?: OnAssignmentPublished | undefined;
  log?: { warn(object: object, message: string): void } | undefined;
}

/** The deps, built once in the routes plugin: no other features' data unless given, the real clock. */
export function createAssignmentDeps(options: {
  db: Database;
  files: FileStore;
  sources?: AssignmentSources | undefined;
  now?: () => Date;
  onPublished?: OnAssignmentPublished | undefined;
  log?: AssignmentDeps['log'];
}): AssignmentDeps {
  return {
    db: options.db,
    files: options.files,
    sources: options.sources ?? NO_SOURCES,
    now: options.now ?? (() => new Date()),
    onPublished: options.onPublished,
    log: options.log,
  };
}

export interface CourseContext {
  /** The user the context was built for. */
  userId: number;
  access: CourseAccess;
  capabilities: AssignmentCapabilities;
  /** The user's own target groups and workgroups in the course. */
  member: AudienceMember;
}

export interface AssignmentContext extends CourseContext {
  row: AssignmentRow;
  audience: AudienceRow;
}

export function assignmentNotFound(id: number): AppError {
  return notFound(`Assignment ${id} was not found.`);
}

export async function courseContext(deps: AssignmentDeps, principal: Principal, courseId: number): Promise<CourseContext> {
  const access = await requireCourseAccess(deps.db, principal, courseId, deps.now());
  const capabilities = assignmentCapabilities(access.roleIds, access.permissions, access.studentMode);
  const members = await findMemberAudiences(deps.db, courseId, [principal.userId]);
  return {
    userId: principal.userId,
    access,
    capabilities,
    member: members.get(principal.userId) ?? { targetGroups: [], workgroupIds: [] },
  };
}

/** The assignment as the user may see it; 404 when it is deleted, or its course or itself is hidden from them. */
export async function assignmentContext(deps: AssignmentDeps, principal: Principal, id: number): Promise<AssignmentContext> {
  const row = await findAssignment(deps.db, id);
  if (!row) throw assignmentNotFound(id);
  const access = await requireCourseAccess(deps.db, principal, row.courseId, deps.now()).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw assignmentNotFound(id);
    throw error;
  });
  const capabilities = assignmentCapabilities(access.roleIds, access.permissions, access.studentMode);
  const [audiences, members] = await Promise.all([
    findAudiences(deps.db, [row.id]),
    findMemberAudiences(deps.db, row.courseId, [principal.userId]),
  ]);
  const audience = audiences.get(row.id) ?? EMPTY_AUDIENCE;
  const member = members.get(principal.userId) ?? { targetGroups: [], workgroupIds: [] };
  if (!canSeeAssignment(capabilities, { status: row.status, audience: audienceOf(audience) }, member)) throw assignmentNotFound(id);
  return { userId: principal.userId, access, capabilities, member, row, audience };
}

export function requireManage(context: CourseContext): void {
  if (!context.capabilities.canManage) {
    throw forbidden('Only the people who manage the course create, edit and delete its assignments.');
  }
}

export async function presentAssignments(
  deps: AssignmentDeps,
  context: CourseContext,
  rows: readonly AssignmentRow[],
  audiences: ReadonlyMap<number, AudienceRow>,
  includeVideos: boolean,
): Promise<Assignment[]> {
  const ids = rows.map((row) => row.id);
  const [attachments, videos, progress] = await Promise.all([
    findAttachments(deps.db, ids),
    videosFor(deps.sources, deps.db, ids, context.userId),
    findProgress(deps.db, ids, [context.userId]),
  ]);
  const progressById = new Map(progress.map((entry) => [entry.assignmentId, entry]));
  return rows.map((row) => {
    const rowAttachments = attachments.get(row.id) ?? [];
    const rowVideos = videos.get(row.id) ?? [];
    const isEmpty = isAssignmentEmpty({ description: row.description, attachments: rowAttachments, videos: rowVideos });
    const canWorkOn =
      context.capabilities.tracksProgress &&
      row.status === 'published' &&
      canStudentSetAssignmentStatus(context.access.row.courseType, isEmpty);
    return presentAssignment({
      row,
      audience: audiences.get(row.id) ?? EMPTY_AUDIENCE,
      attachments: rowAttachments,
      videos: rowVideos,
      includeVideos,
      isEmpty,
      canWorkOn,
      progress: progressById.get(row.id),
    });
  });
}
