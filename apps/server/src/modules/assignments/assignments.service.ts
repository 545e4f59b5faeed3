// Assignment rules (spec §3, §4, §6): who sees which assignment, who may change it, the student status
// and its rules, attachments, and the cockpit data. Routes call this; it never sees the request.
import {
  ASSIGNMENT_ERROR_CODES,
  ASSIGNMENT_LIMITS,
  COURSE_ROLE,
  ERROR_CODES,
  assignmentCompletionShare,
  canLearnerChangeAssignmentStatus,
  canStudentSetAssignmentStatus,
  isAssignmentEmpty,
  isAssignmentForMember,
  normalizeTargetGroups,
  sanitizeFileName,
  type Assignment,
  type AssignmentAttachment,
  type AssignmentCockpit,
  type AssignmentCockpitRow,
  type AssignmentCreateInput,
  type AssignmentFormOptions,
  type AssignmentListQuery,
  type AssignmentListResponse,
  type AssignmentProgressInput,
  type AssignmentProgressResponse,
  type AssignmentProgressStatus,
  type AssignmentsCourseCockpit,
  type AssignmentUpdateInput,
  type AudienceMember,
  type CourseCockpitCell,
  type CourseCockpitRow,
  type CourseRoleName,
} from '@campus/shared';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { FileNotFoundError, FileTooLargeError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import type { Principal } from '../auth/principal.ts';
import { assertCockpitAccess, requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import {
  LEARNER_ROLE_IDS,
  assignmentCapabilities,
  canSeeAssignment,
  isAssignedTo,
  type AssignmentCapabilities,
} from './assignments.policy.ts';
import { iso, isoOrNull, presentAssignment, presentAttachment, presentCockpitAssignment } from './assignments.presenter.ts';
import {
  deleteAttachment,
  findAssignment,
  findAttachment,
  findAttachments,
  findAudiences,
  findCourseAssignmentStatuses,
  findCourseWorkgroupIds,
  findMemberAudiences,
  findMemberRole,
  findProgress,
  findUserNames,
  insertAssignment,
  insertAttachmentWithinLimit,
  listCourseAssignments,
  listCourseMembers,
  listCourseWorkgroups,
  listTargetGroupsInUse,
  nextPosition,
  replaceTargetGroups,
  replaceWorkgroups,
  softDeleteAssignment,
  touchProgress,
  updateAssignment,
  upsertProgress,
  type AssignmentChanges,
  type AssignmentRow,
  type AttachmentRow,
  type AudienceRow,
  type ProgressRow,
} from './assignments.repository.ts';
import { NO_SOURCES, submissionsFor, videosFor, type AssignmentSources, type SubmissionRecord } from './assignments.sources.ts';

export interface AssignmentServiceDeps {
  db: Database;
  files: FileStore;
  sources?: AssignmentSources;
  now?: () => Date;
}

/** An uploaded file as the route hands it over (the multipart stream, not yet read). */
export interface IncomingFile {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** True when the multipart parser cut the file at its size limit. */
  wasTruncated(): boolean;
}

export interface OpenedAttachment {
  attachment: AssignmentAttachment;
  stream: Readable;
  size: number;
}

interface CourseContext {
  /** The user the context was built for. */
  userId: number;
  access: CourseAccess;
  capabilities: AssignmentCapabilities;
  /** The user's own target groups and workgroups in the course. */
  member: AudienceMember;
}

interface AssignmentContext extends CourseContext {
  row: AssignmentRow;
  audience: AudienceRow;
}

const EMPTY_AUDIENCE: AudienceRow = { targetGroups: [], workgroups: [] };

function assignmentNotFound(id: number): AppError {
  return notFound(`Assignment ${id} was not found.`);
}

function audienceOf(audience: AudienceRow): { targetGroups: string[]; workgroupIds: number[] } {
  return { targetGroups: audience.targetGroups, workgroupIds: audience.workgroups.map((group) => group.id) };
}

function progressKey(assignmentId: number, userId: number): string {
  return `${assignmentId}:${userId}`;
}

function latest(...dates: (Date | string | null | undefined)[]): Date | null {
  let result: Date | null = null;
  for (const value of dates) {
    if (value === null || value === undefined) continue;
    const date = typeof value === 'string' ? new Date(value) : value;
    if (result === null || date.getTime() > result.getTime()) result = date;
  }
  return result;
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The declared media type without parameters, or application/octet-stream when it is not one. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_TYPE.test(type) && type.length <= 255 ? type : 'application/octet-stream';
}

/** Target groups the course names in its settings (course save payload `course_target_group`). */
function courseTargetGroups(settings: Readonly<Record<string, unknown>>): string[] {
  const value = settings.course_target_group;
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The share completed of a learner: over the published assignments that are for them. */
export async function learnerProgressShare(db: Database, courseId: number, userId: number): Promise<number> {
  const rows = await listCourseAssignments(db, courseId);
  const [audiences, members] = await Promise.all([
    findAudiences(db, rows.map((row) => row.id)),
    findMemberAudiences(db, courseId, [userId]),
  ]);
  const member = members.get(userId) ?? { targetGroups: [], workgroupIds: [] };
  const assigned = rows.filter((row) => isAssignedTo({ status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, member));
  const progress = await findProgress(db, assigned.map((row) => row.id), [userId]);
  const statusById = new Map(progress.map((entry) => [entry.assignmentId, entry.status]));
  return assignmentCompletionShare(assigned.map((row) => statusById.get(row.id) ?? 'not_started'));
}

/**
 * For the content and videos features: a member's work was linked to an assignment at `at`; a
 * not-started assignment moves to in_progress and its last activity moves forward.
 */
export async function recordAssignmentActivity(
  db: Database,
  activity: { assignmentId: number; userId: number; at?: Date },
): Promise<void> {
  const row = await findAssignment(db, activity.assignmentId);
  if (!row) return;
  await touchProgress(db, row.id, activity.userId, activity.at ?? new Date());
}

/**
 * The ids among `assignmentIds` that the user may see in the course of `access`: live assignments of
 * that course that canSeeAssignment allows (drafts only for those who manage the course; published
 * ones for staff, or for members in their audience). Every feature that takes an assignment id
 * (content, comments, videos, uploads, list filters) asks this, and answers an id left out exactly
 * like one that does not exist, so a hidden assignment cannot be linked, filtered by or named.
 */
export async function visibleAssignmentIds(
  db: Database,
  viewer: { userId: number; access: CourseAccess },
  assignmentIds: readonly number[],
): Promise<Set<number>> {
  const courseId = viewer.access.row.id;
  const rows = await findCourseAssignmentStatuses(db, courseId, assignmentIds);
  if (rows.length === 0) return new Set();
  const capabilities = assignmentCapabilities(viewer.access.roleIds, viewer.access.permissions, viewer.access.studentMode);
  const [audiences, members] = await Promise.all([
    findAudiences(db, rows.map((row) => row.id)),
    findMemberAudiences(db, courseId, [viewer.userId]),
  ]);
  const member = members.get(viewer.userId) ?? { targetGroups: [], workgroupIds: [] };
  return new Set(
    rows
      .filter((row) => canSeeAssignment(capabilities, { status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, member))
      .map((row) => row.id),
  );
}

export class AssignmentService {
  private readonly db: Database;
  private readonly files: FileStore;
  private readonly sources: AssignmentSources;
  private readonly now: () => Date;

  constructor(deps: AssignmentServiceDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.sources = deps.sources ?? NO_SOURCES;
    this.now = deps.now ?? (() => new Date());
  }

  // ---- loading with access checks ----

  private async courseContext(principal: Principal, courseId: number): Promise<CourseContext> {
    const access = await requireCourseAccess(this.db, principal, courseId, this.now());
    const capabilities = assignmentCapabilities(access.roleIds, access.permissions, access.studentMode);
    const members = await findMemberAudiences(this.db, courseId, [principal.userId]);
    return {
      userId: principal.userId,
      access,
      capabilities,
      member: members.get(principal.userId) ?? { targetGroups: [], workgroupIds: [] },
    };
  }

  /** The assignment as the user may see it; 404 when it is deleted, or its course or itself is hidden from them. */
  private async assignmentContext(principal: Principal, id: number): Promise<AssignmentContext> {
    const row = await findAssignment(this.db, id);
    if (!row) throw assignmentNotFound(id);
    const access = await requireCourseAccess(this.db, principal, row.courseId, this.now()).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw assignmentNotFound(id);
      throw error;
    });
    const capabilities = assignmentCapabilities(access.roleIds, access.permissions, access.studentMode);
    const [audiences, members] = await Promise.all([
      findAudiences(this.db, [row.id]),
      findMemberAudiences(this.db, row.courseId, [principal.userId]),
    ]);
    const audience = audiences.get(row.id) ?? EMPTY_AUDIENCE;
    const member = members.get(principal.userId) ?? { targetGroups: [], workgroupIds: [] };
    if (!canSeeAssignment(capabilities, { status: row.status, audience: audienceOf(audience) }, member)) throw assignmentNotFound(id);
    return { userId: principal.userId, access, capabilities, member, row, audience };
  }

  private requireManage(context: CourseContext): void {
    if (!context.capabilities.canManage) {
      throw forbidden('Only the people who manage the course create, edit and delete its assignments.');
    }
  }

  private async present(
    context: CourseContext,
    rows: readonly AssignmentRow[],
    audiences: ReadonlyMap<number, AudienceRow>,
    includeVideos: boolean,
  ): Promise<Assignment[]> {
    const ids = rows.map((row) => row.id);
    const [attachments, videos, progress] = await Promise.all([
      findAttachments(this.db, ids),
      videosFor(this.sources, this.db, ids),
      findProgress(this.db, ids, [context.userId]),
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

  // ---- assignments ----

  async list(principal: Principal, query: AssignmentListQuery): Promise<AssignmentListResponse> {
    const context = await this.courseContext(principal, query.og);
    const rows = await listCourseAssignments(this.db, query.og);
    const audiences = await findAudiences(this.db, rows.map((row) => row.id));
    const visible = rows.filter((row) =>
      canSeeAssignment(context.capabilities, { status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, context.member),
    );
    const items = await this.present(context, visible, audiences, query.includeVideos);
    const assignedStatuses = context.capabilities.tracksProgress
      ? items
          .filter((item) =>
            isAssignedTo({ status: item.status, audience: audienceOf(audiences.get(item.id) ?? EMPTY_AUDIENCE) }, context.member),
          )
          .map((item) => item.studentProgress.status)
      : [];
    return {
      role: context.capabilities.role,
      student_progress: assignmentCompletionShare(assignedStatuses),
      can_manage: context.capabilities.canManage,
      items,
    };
  }

  async get(principal: Principal, id: number): Promise<Assignment> {
    const context = await this.assignmentContext(principal, id);
    const [item] = await this.present(context, [context.row], new Map([[id, context.audience]]), true);
    if (!item) throw assignmentNotFound(id);
    return item;
  }

  private async validWorkgroups(courseId: number, requested: readonly number[] | undefined): Promise<number[] | undefined> {
    if (requested === undefined) return undefined;
    const unique = [...new Set(requested)];
    const known = new Set(await findCourseWorkgroupIds(this.db, courseId, unique));
    const errors = requested.flatMap((workgroupId, index) =>
      known.has(workgroupId) ? [] : [{ path: `workgroups.${index}`, message: 'Not a workgroup of this course.' }],
    );
    if (errors.length > 0) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Unknown workgroup.', { errors });
    return unique;
  }

  async create(principal: Principal, input: AssignmentCreateInput): Promise<Assignment> {
    const context = await this.courseContext(principal, input.og);
    this.requireManage(context);
    if (context.access.row.kind === 'group') {
      throw new AppError(409, ASSIGNMENT_ERROR_CODES.notInGroups, 'Groups have no assignments.');
    }
    const workgroupIds = (await this.validWorkgroups(input.og, input.workgroups)) ?? [];
    const targetGroups = normalizeTargetGroups(input.targetGroups ?? []);
    const id = await this.db.transaction(async (tx) => {
      const created = await insertAssignment(tx, {
        courseId: input.og,
        title: input.title,
        description: sanitizeRichText(input.description ?? ''),
        processingDescription: sanitizeRichText(input.studentProcessing?.description ?? ''),
        status: input.status ?? 'published',
        dueAt: input.dueDate ? new Date(input.dueDate) : null,
        position: input.position ?? (await nextPosition(tx, input.og)),
        createdBy: principal.userId,
      });
      await replaceTargetGroups(tx, created, targetGroups);
      await replaceWorkgroups(tx, created, workgroupIds);
      return created;
    });
    return this.get(principal, id);
  }

  async update(principal: Principal, id: number, input: AssignmentUpdateInput): Promise<Assignment> {
    const context = await this.assignmentContext(principal, id);
    this.requireManage(context);
    const workgroupIds = await this.validWorkgroups(context.row.courseId, input.workgroups);
    const changes: AssignmentChanges = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = sanitizeRichText(input.description);
    if (input.studentProcessing !== undefined) changes.processingDescription = sanitizeRichText(input.studentProcessing.description);
    if (input.status !== undefined) changes.status = input.status;
    if (input.dueDate !== undefined) changes.dueAt = input.dueDate === null ? null : new Date(input.dueDate);
    if (input.position !== undefined) changes.position = input.position;
    await this.db.transaction(async (tx) => {
      await updateAssignment(tx, id, changes, principal.userId);
      if (input.targetGroups !== undefined) await replaceTargetGroups(tx, id, normalizeTargetGroups(input.targetGroups));
      if (workgroupIds !== undefined) await replaceWorkgroups(tx, id, workgroupIds);
    });
    return this.get(principal, id);
  }

  /** Soft delete: the id is never handed out again (identity column) and the history stays. */
  async remove(principal: Principal, id: number): Promise<void> {
    const context = await this.assignmentContext(principal, id);
    this.requireManage(context);
    if (!(await softDeleteAssignment(this.db, id, principal.userId, this.now()))) throw assignmentNotFound(id);
  }

  async formOptions(principal: Principal, courseId: number): Promise<AssignmentFormOptions> {
    const context = await this.courseContext(principal, courseId);
    this.requireManage(context);
    const [inUse, groups] = await Promise.all([listTargetGroupsInUse(this.db, courseId), listCourseWorkgroups(this.db, courseId)]);
    const targetGroups = normalizeTargetGroups([...courseTargetGroups(context.access.row.settings), ...inUse]).sort((a, b) =>
      a.localeCompare(b),
    );
    return { targetGroups, workgroups: groups };
  }

  // ---- progress ----

  async setProgress(principal: Principal, id: number, input: AssignmentProgressInput): Promise<AssignmentProgressResponse> {
    const context = await this.assignmentContext(principal, id);
    const targetId = input.uid ?? principal.userId;
    const [current] = await findProgress(this.db, [id], [targetId]);
    const from: AssignmentProgressStatus = current?.status ?? 'not_started';

    if (targetId === principal.userId) {
      if (!context.capabilities.tracksProgress) {
        throw forbidden('Only students and members of the course have a status to set.', ASSIGNMENT_ERROR_CODES.progressNotTracked);
      }
      const [item] = await this.present(context, [context.row], new Map([[id, context.audience]]), false);
      if (!canStudentSetAssignmentStatus(context.access.row.courseType, item?.isEmpty ?? true)) {
        throw forbidden('An empty assignment of a self-learning course has no status to set.', ASSIGNMENT_ERROR_CODES.emptyAssignment);
      }
      if (!canLearnerChangeAssignmentStatus(from, input.status)) {
        throw forbidden('Only staff reset an assignment to not started.', ASSIGNMENT_ERROR_CODES.statusChangeNotAllowed);
      }
    } else {
      if (!context.capabilities.canManage) throw forbidden("Only the people who manage the course set a member's status.");
      const roleId = await findMemberRole(this.db, context.row.courseId, targetId);
      const invalid = (message: string) =>
        new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { errors: [{ path: 'uid', message }] });
      if (roleId === undefined || !(LEARNER_ROLE_IDS as readonly number[]).includes(roleId)) {
        throw invalid('Not a student or member of this course.');
      }
      const audiences = await findMemberAudiences(this.db, context.row.courseId, [targetId]);
      const target = audiences.get(targetId) ?? { targetGroups: [], workgroupIds: [] };
      if (!isAssignedTo({ status: context.row.status, audience: audienceOf(context.audience) }, target)) {
        throw invalid('The assignment is not for this member.');
      }
    }

    const saved =
      current !== undefined && from === input.status
        ? current
        : await upsertProgress(this.db, { assignmentId: id, userId: targetId, status: input.status, at: this.now(), by: principal.userId });
    return {
      assignmentId: id,
      uid: targetId,
      status: saved.status,
      updatedAt: iso(saved.updatedAt),
      student_progress: await learnerProgressShare(this.db, context.row.courseId, targetId),
    };
  }

  // ---- attachments ----

  /**
   * Checks the user may add a file BEFORE the upload is read (`receive` pulls it from the request),
   * then streams it into the file store within the size limit.
   */
  async addAttachment(principal: Principal, id: number, receive: () => Promise<IncomingFile | undefined>): Promise<AssignmentAttachment> {
    const context = await this.assignmentContext(principal, id);
    this.requireManage(context);
    const existing = (await findAttachments(this.db, [id])).get(id) ?? [];
    if (existing.length >= ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax) throw this.attachmentLimit();

    const file = await receive();
    if (!file) {
      throw new AppError(400, ASSIGNMENT_ERROR_CODES.attachmentMissing, 'Send the file as multipart/form-data field "file".');
    }
    const key = newStorageKey('assignments', this.now());
    let size: number;
    try {
      ({ size } = await this.files.put(key, file.stream, { maxBytes: ASSIGNMENT_LIMITS.attachmentMaxBytes }));
      if (file.wasTruncated()) throw new FileTooLargeError(ASSIGNMENT_LIMITS.attachmentMaxBytes);
    } catch (error) {
      await this.files.delete(key);
      if (error instanceof FileTooLargeError) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Attachments are limited to ${ASSIGNMENT_LIMITS.attachmentMaxBytes} bytes.`);
      }
      throw error;
    }

    let row: AttachmentRow | undefined;
    try {
      row = await insertAttachmentWithinLimit(
        this.db,
        {
          assignmentId: id,
          storageKey: key,
          fileName: sanitizeFileName(file.fileName, 'attachment'),
          contentType: cleanContentType(file.contentType),
          size,
          createdBy: principal.userId,
        },
        ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax,
      );
    } catch (error) {
      await this.files.delete(key);
      throw error;
    }
    if (!row) {
      await this.files.delete(key);
      throw this.attachmentLimit();
    }
    await updateAssignment(this.db, id, {}, principal.userId);
    return presentAttachment(row);
  }

  private attachmentLimit(): AppError {
    return new AppError(
      409,
      ASSIGNMENT_ERROR_CODES.attachmentLimit,
      `An assignment has at most ${ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax} attachments.`,
    );
  }

  async openAttachment(principal: Principal, id: number, attachmentId: number): Promise<OpenedAttachment> {
    await this.assignmentContext(principal, id);
    const row = await findAttachment(this.db, id, attachmentId);
    const missing = () => notFound(`Attachment ${attachmentId} was not found.`);
    if (!row) throw missing();
    try {
      const opened = await this.files.open(row.storageKey);
      return { attachment: presentAttachment(row), stream: opened.stream, size: opened.size };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw missing();
      throw error;
    }
  }

  async removeAttachment(principal: Principal, id: number, attachmentId: number): Promise<void> {
    const context = await this.assignmentContext(principal, id);
    this.requireManage(context);
    const key = await deleteAttachment(this.db, id, attachmentId);
    if (key === undefined) throw notFound(`Attachment ${attachmentId} was not found.`);
    await updateAssignment(this.db, id, {}, principal.userId);
    // The row is gone, so nothing refers to the bytes any more; a failed removal leaves an orphan
    // file that no request can reach, which is better than reporting the delete as failed.
    await this.files.delete(key).catch(() => undefined);
  }

  // ---- cockpits ----

  private async cockpitAccess(principal: Principal, courseId: number): Promise<CourseAccess> {
    const access = await requireCourseAccess(this.db, principal, courseId, this.now());
    assertCockpitAccess(access);
    return access;
  }

  async courseCockpit(principal: Principal, courseId: number): Promise<AssignmentsCourseCockpit> {
    const access = await this.cockpitAccess(principal, courseId);
    const rows = await listCourseAssignments(this.db, courseId);
    const ids = rows.map((row) => row.id);
    const members = await listCourseMembers(this.db, courseId, LEARNER_ROLE_IDS);
    const memberIds = members.map((member) => member.userId);
    const [audiences, memberAudiences, progress, submissions, groups, inUse] = await Promise.all([
      findAudiences(this.db, ids),
      findMemberAudiences(this.db, courseId, memberIds),
      findProgress(this.db, ids, memberIds),
      submissionsFor(this.sources, this.db, { courseId, assignmentIds: ids, userIds: memberIds }),
      listCourseWorkgroups(this.db, courseId),
      listTargetGroupsInUse(this.db, courseId),
    ]);
    const progressByKey = new Map(progress.map((entry) => [progressKey(entry.assignmentId, entry.userId), entry]));
    const submissionsByKey = groupSubmissions(submissions);

    const memberRows: CourseCockpitRow[] = members.map((member) => {
      const audience = memberAudiences.get(member.userId) ?? { targetGroups: [], workgroupIds: [] };
      const cells: CourseCockpitCell[] = rows.map((row) => {
        const key = progressKey(row.id, member.userId);
        const entry = progressByKey.get(key);
        const work = submissionsByKey.get(key) ?? [];
        return {
          assignmentId: row.id,
          assigned: isAssignedTo({ status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, audience),
          status: entry?.status ?? 'not_started',
          lastActivity: isoOrNull(latest(entry?.updatedAt, ...work.map((item) => item.createdAt))),
          submissions: work.length,
        };
      });
      const assigned = cells.filter((cell) => cell.assigned);
      return {
        uid: member.userId,
        name: member.name,
        role: roleName(member.roleId),
        targetGroups: audience.targetGroups,
        workgroups: audience.workgroupIds,
        student_progress: assignmentCompletionShare(assigned.map((cell) => cell.status)),
        lastActivity: isoOrNull(latest(...cells.map((cell) => cell.lastActivity))),
        cells,
      };
    });

    return {
      og_id: courseId,
      label: access.row.title,
      assignments: rows.map((row) => presentCockpitAssignment(row, audiences.get(row.id) ?? EMPTY_AUDIENCE)),
      targetGroups: normalizeTargetGroups([...courseTargetGroups(access.row.settings), ...inUse]).sort((a, b) => a.localeCompare(b)),
      workgroups: groups,
      members: memberRows,
    };
  }

  async assignmentCockpit(principal: Principal, id: number): Promise<AssignmentCockpit> {
    const row = await findAssignment(this.db, id);
    if (!row) throw assignmentNotFound(id);
    await this.cockpitAccess(principal, row.courseId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw assignmentNotFound(id);
      throw error;
    });
    const audience = (await findAudiences(this.db, [id])).get(id) ?? EMPTY_AUDIENCE;
    const allMembers = await listCourseMembers(this.db, row.courseId, LEARNER_ROLE_IDS);
    const memberAudiences = await findMemberAudiences(this.db, row.courseId, allMembers.map((member) => member.userId));
    // Everyone the assignment is for (also while it is a draft, so staff see who will get it).
    const members = allMembers.filter((member) =>
      isAssignmentForMember(audienceOf(audience), memberAudiences.get(member.userId) ?? { targetGroups: [], workgroupIds: [] }),
    );
    const memberIds = members.map((member) => member.userId);
    const [progress, submissions] = await Promise.all([
      findProgress(this.db, [id], memberIds),
      submissionsFor(this.sources, this.db, { courseId: row.courseId, assignmentIds: [id], userIds: memberIds }),
    ]);
    const progressByUser = new Map<number, ProgressRow>(progress.map((entry) => [entry.userId, entry]));
    const submissionsByKey = groupSubmissions(submissions);
    const names = await findUserNames(
      this.db,
      progress.flatMap((entry) => (entry.updatedBy === null ? [] : [entry.updatedBy])),
    );

    const counts = { not_started: 0, in_progress: 0, completed: 0 };
    const memberRows: AssignmentCockpitRow[] = members.map((member) => {
      const audienceOfMember = memberAudiences.get(member.userId) ?? { targetGroups: [], workgroupIds: [] };
      const entry = progressByUser.get(member.userId);
      const work = submissionsByKey.get(progressKey(id, member.userId)) ?? [];
      const status = entry?.status ?? 'not_started';
      counts[status] += 1;
      const updatedByName = entry?.updatedBy == null ? undefined : names.get(entry.updatedBy);
      return {
        uid: member.userId,
        name: member.name,
        role: roleName(member.roleId),
        targetGroups: audienceOfMember.targetGroups,
        workgroups: audienceOfMember.workgroupIds,
        status,
        lastActivity: isoOrNull(latest(entry?.updatedAt, ...work.map((item) => item.createdAt))),
        updatedBy: entry?.updatedBy != null && updatedByName !== undefined ? { uid: entry.updatedBy, name: updatedByName } : null,
        submissions: work.map(({ kind, id: workId, title, createdAt, url }) => ({ kind, id: workId, title, createdAt, url })),
      };
    });

    return { og_id: row.courseId, assignment: presentCockpitAssignment(row, audience), counts, members: memberRows };
  }
}

function groupSubmissions(records: readonly SubmissionRecord[]): Map<string, SubmissionRecord[]> {
  const result = new Map<string, SubmissionRecord[]>();
  for (const record of records) {
    const key = progressKey(record.assignmentId, record.userId);
    const list = result.get(key);
    if (list) list.push(record);
    else result.set(key, [record]);
  }
  return result;
}

const ROLE_NAMES = new Map<number, CourseRoleName>(
  (Object.entries(COURSE_ROLE) as [CourseRoleName, number][]).map(([name, roleId]) => [roleId, name]),
);

function roleName(roleId: number): CourseRoleName {
  return ROLE_NAMES.get(roleId) ?? 'member';
}
