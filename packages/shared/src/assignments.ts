// Assignments on the wire (spec §3 "Assignment", §4 student status, §6 rules, §7 "Assignments") and the
// pure rules server and web share: who an assignment is for, which status changes a learner may make,
// the share completed. The server validates with these schemas; the web form uses the same ones.
import { z } from 'zod';
import { COURSE_ROLE, type CourseRoleName } from './roles.ts';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** ISO-8601 timestamps (the spec names no unix-seconds field here, ARCHITECTURE §3). */
const isoDateTime = z.iso.datetime({ offset: true });

/** Student status of spec §4, in the order a learner moves through it. */
export const ASSIGNMENT_PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type AssignmentProgressStatus = (typeof ASSIGNMENT_PROGRESS_STATUSES)[number];
export const AssignmentProgressStatusSchema = z.enum(ASSIGNMENT_PROGRESS_STATUSES);

/** Publication state (`status` of spec §3): drafts are seen only by the people who manage assignments. */
export const ASSIGNMENT_PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type AssignmentPublicationStatus = (typeof ASSIGNMENT_PUBLICATION_STATUSES)[number];
export const AssignmentPublicationStatusSchema = z.enum(ASSIGNMENT_PUBLICATION_STATUSES);

/** Limits, enforced by the schemas below and by the upload route. */
export const ASSIGNMENT_LIMITS = {
  titleMax: 500,
  /** Sanitized rich text (HTML), characters. */
  descriptionMax: 100_000,
  processingDescriptionMax: 20_000,
  targetGroupsMax: 50,
  targetGroupLengthMax: 200,
  workgroupsMax: 100,
  positionMax: 1_000_000,
  attachmentsPerAssignmentMax: 20,
  /** Bytes per attachment file. */
  attachmentMaxBytes: 20 * 1024 * 1024,
  fileNameMax: 255,
} as const;

/** Multipart field name of the attachment upload. */
export const ASSIGNMENT_ATTACHMENT_FIELD = 'file';

/** Problem codes of the assignment endpoints (besides the cross-cutting ERROR_CODES). */
export const ASSIGNMENT_ERROR_CODES = {
  /** Spec §6: a student may not set the status of an empty assignment in a self-learning course. */
  emptyAssignment: 'ASSIGNMENT_EMPTY',
  /** A learner tried a status change only staff may make (back to not_started). */
  statusChangeNotAllowed: 'ASSIGNMENT_STATUS_CHANGE_NOT_ALLOWED',
  /** Progress is kept for learners (students, members) only; guests and staff have none. */
  progressNotTracked: 'ASSIGNMENT_PROGRESS_NOT_TRACKED',
  /** Groups have no tasks (spec §2: groups hide the tasks menu entry). */
  notInGroups: 'ASSIGNMENTS_NOT_IN_GROUPS',
  attachmentLimit: 'ASSIGNMENT_ATTACHMENT_LIMIT',
  attachmentMissing: 'ASSIGNMENT_ATTACHMENT_MISSING',
} as const;

// ---- requests ----

export const AssignmentParamsSchema = z.object({ id: idParam });
export type AssignmentParams = z.infer<typeof AssignmentParamsSchema>;

export const AssignmentAttachmentParamsSchema = z.object({ id: idParam, attachmentId: idParam });
export type AssignmentAttachmentParams = z.infer<typeof AssignmentAttachmentParamsSchema>;

/** Query flags arrive as text: `true`/`1` is on, `false`/`0` off. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `GET /assignments?og={courseId}&includeVideos=false` (spec §7). */
export const AssignmentListQuerySchema = z.object({
  og: idParam,
  includeVideos: queryFlag.default(false),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuerySchema>;

/** `?download=1` on an attachment's item_url: served with `Content-Disposition: attachment`. */
export const AssignmentAttachmentQuerySchema = z.object({ download: queryFlag.default(false) });

export const EXPORT_LANGUAGES = ['de', 'en'] as const;
/** Course cockpit (data and export) of one course. */
export const AssignmentCockpitQuerySchema = z.object({ og: idParam });
export const AssignmentCockpitExportQuerySchema = z.object({ og: idParam, lang: z.enum(EXPORT_LANGUAGES).default('en') });
export const AssignmentExportQuerySchema = z.object({ lang: z.enum(EXPORT_LANGUAGES).default('en') });
export const AssignmentFormOptionsQuerySchema = z.object({ og: idParam });

const targetGroupName = z.string().trim().min(1).max(ASSIGNMENT_LIMITS.targetGroupLengthMax);

/** The editable fields; create requires the title, update takes any subset. */
const AssignmentFieldsSchema = z.object({
  title: z.string().trim().min(1).max(ASSIGNMENT_LIMITS.titleMax),
  /** Rich text; the server sanitizes it (allowlist) before storing. Empty is allowed (an "empty assignment"). */
  description: z.string().max(ASSIGNMENT_LIMITS.descriptionMax).optional(),
  /** Instructions for the student's work area, rich text like the description. */
  studentProcessing: z.object({ description: z.string().max(ASSIGNMENT_LIMITS.processingDescriptionMax) }).optional(),
  /** Due date and time; null: none. */
  dueDate: isoDateTime.nullable().optional(),
  /** Order in the course, ascending; new assignments go last when omitted. */
  position: z.number().int().min(0).max(ASSIGNMENT_LIMITS.positionMax).optional(),
  status: AssignmentPublicationStatusSchema.optional(),
  /** Course target groups this assignment is for; empty: every member. */
  targetGroups: z.array(targetGroupName).max(ASSIGNMENT_LIMITS.targetGroupsMax).optional(),
  /** Workgroup ids of the course this assignment is for; empty: every member. */
  workgroups: z.array(id).max(ASSIGNMENT_LIMITS.workgroupsMax).optional(),
});

/** `POST /assignments`: the assignment body, with the course id `og`. */
export const AssignmentCreateInputSchema = AssignmentFieldsSchema.extend({ og: id });
export type AssignmentCreateInput = z.infer<typeof AssignmentCreateInputSchema>;

/** `PUT /assignments/{id}`: the fields to change; absent ones stay. The course cannot change. */
export const AssignmentUpdateInputSchema = AssignmentFieldsSchema.partial();
export type AssignmentUpdateInput = z.infer<typeof AssignmentUpdateInputSchema>;

/** `PUT /assignments/{id}/progress`: a learner sets their own status; staff set a member's with `uid`. */
export const AssignmentProgressInputSchema = z.object({
  status: AssignmentProgressStatusSchema,
  uid: id.optional(),
});
export type AssignmentProgressInput = z.infer<typeof AssignmentProgressInputSchema>;

// ---- responses ----

export const AssignmentAttachmentSchema = z.object({
  id,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** Where the file is served (needs the Authorization header). */
  item_url: z.string(),
  /** item_url with the download flag: served with `Content-Disposition: attachment`. */
  download_url: z.string(),
  createdAt: isoDateTime,
});
export type AssignmentAttachment = z.infer<typeof AssignmentAttachmentSchema>;

/** A video linked to the assignment (`exerciseId` is the assignment id, spec §3). */
export const AssignmentVideoSchema = z.object({
  id,
  exerciseId: id,
  title: z.string(),
  playerURL: z.string().nullable(),
});
export type AssignmentVideo = z.infer<typeof AssignmentVideoSchema>;

export const WorkgroupRefSchema = z.object({ id, name: z.string() });
export type WorkgroupRef = z.infer<typeof WorkgroupRefSchema>;

export const SUBMISSION_KINDS = ['content', 'video'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** A piece of a member's work linked to an assignment (content item or video). */
export const AssignmentSubmissionSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id,
  title: z.string(),
  createdAt: isoDateTime,
  /** App path of the item, when the app has a screen for it. */
  url: z.string().nullable(),
});
export type AssignmentSubmission = z.infer<typeof AssignmentSubmissionSchema>;

export const AssignmentSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  /** Sanitized rich text. */
  description: z.string(),
  status: AssignmentPublicationStatusSchema,
  dueDate: isoDateTime.nullable(),
  position: z.number().int().nonnegative(),
  attachments: z.array(AssignmentAttachmentSchema),
  studentProcessing: z.object({
    /** The current user may work on it and change their status (a learner, published, and not blocked by spec §6). */
    can_work_on: z.boolean(),
    /** Sanitized rich text: what to hand in and how. */
    description: z.string(),
  }),
  /** The current user's own status (not_started when they never touched it). */
  studentProgress: z.object({ status: AssignmentProgressStatusSchema, updatedAt: isoDateTime.nullable() }),
  targetGroups: z.array(z.string()),
  workgroups: z.array(WorkgroupRefSchema),
  /** Present on GET /assignments/{id}, and in the list with includeVideos=true. */
  videos: z.array(AssignmentVideoSchema).optional(),
  /** Present on GET /assignments/{id}: the current user's own work linked to it (content, videos), oldest first. */
  ownSubmissions: z.array(AssignmentSubmissionSchema).optional(),
  /** No description text, no attachments, no videos (spec §6 "empty assignment"). */
  isEmpty: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Assignment = z.infer<typeof AssignmentSchema>;

const COURSE_ROLE_NAMES = Object.keys(COURSE_ROLE) as [CourseRoleName, ...CourseRoleName[]];
const CourseRoleNameSchema = z.enum(COURSE_ROLE_NAMES);

/** `GET /assignments?og=…` (spec §3 "List response: role, student_progress, items"). */
export const AssignmentListResponseSchema = z.object({
  /** The role the user acts with in the course (student mode applied). */
  role: CourseRoleNameSchema,
  /** Percent (0–100, whole) of the assignments published to the user that they completed. */
  student_progress: z.number().int().min(0).max(100),
  /** The user may create, edit and delete assignments and open the cockpits (access_cockpit). */
  can_manage: z.boolean(),
  items: z.array(AssignmentSchema),
});
export type AssignmentListResponse = z.infer<typeof AssignmentListResponseSchema>;

export const AssignmentProgressResponseSchema = z.object({
  assignmentId: id,
  uid: id,
  status: AssignmentProgressStatusSchema,
  updatedAt: isoDateTime.nullable(),
  /** The member's share completed in the course after the change (percent, whole). */
  student_progress: z.number().int().min(0).max(100),
});
export type AssignmentProgressResponse = z.infer<typeof AssignmentProgressResponseSchema>;

/** What the create/edit form offers: the course's target groups and workgroups. */
export const AssignmentFormOptionsSchema = z.object({
  targetGroups: z.array(z.string()),
  workgroups: z.array(WorkgroupRefSchema),
});
export type AssignmentFormOptions = z.infer<typeof AssignmentFormOptionsSchema>;

// ---- cockpits ----

// (SUBMISSION_KINDS and AssignmentSubmissionSchema are above AssignmentSchema, which lists the own work.)

export const CockpitMemberSchema = z.object({
  uid: id,
  name: z.string(),
  role: CourseRoleNameSchema,
  targetGroups: z.array(z.string()),
  workgroups: z.array(id),
});
export type CockpitMember = z.infer<typeof CockpitMemberSchema>;

export const CockpitAssignmentSchema = z.object({
  id,
  title: z.string(),
  status: AssignmentPublicationStatusSchema,
  dueDate: isoDateTime.nullable(),
  position: z.number().int().nonnegative(),
  targetGroups: z.array(z.string()),
  workgroups: z.array(WorkgroupRefSchema),
});
export type CockpitAssignment = z.infer<typeof CockpitAssignmentSchema>;

/** One cell of the members × assignments grid. */
export const CourseCockpitCellSchema = z.object({
  assignmentId: id,
  /** False when the assignment is not for this member (target groups, workgroups, draft). */
  assigned: z.boolean(),
  status: AssignmentProgressStatusSchema,
  lastActivity: isoDateTime.nullable(),
  submissions: z.number().int().nonnegative(),
});
export type CourseCockpitCell = z.infer<typeof CourseCockpitCellSchema>;

export const CourseCockpitRowSchema = CockpitMemberSchema.extend({
  /** Percent of the published assignments for this member that they completed. */
  student_progress: z.number().int().min(0).max(100),
  lastActivity: isoDateTime.nullable(),
  cells: z.array(CourseCockpitCellSchema),
});
export type CourseCockpitRow = z.infer<typeof CourseCockpitRowSchema>;

/** `GET /assignments/cockpit?og=`: learners (students, members) × assignments. Staff only (403 for students). */
export const AssignmentsCourseCockpitSchema = z.object({
  og_id: id,
  label: z.string(),
  assignments: z.array(CockpitAssignmentSchema),
  targetGroups: z.array(z.string()),
  workgroups: z.array(WorkgroupRefSchema),
  members: z.array(CourseCockpitRowSchema),
});
export type AssignmentsCourseCockpit = z.infer<typeof AssignmentsCourseCockpitSchema>;

export const AssignmentCockpitRowSchema = CockpitMemberSchema.extend({
  status: AssignmentProgressStatusSchema,
  lastActivity: isoDateTime.nullable(),
  /** Who set the status last (the member, or staff), null when never set. */
  updatedBy: z.object({ uid: id, name: z.string() }).nullable(),
  submissions: z.array(AssignmentSubmissionSchema),
});
export type AssignmentCockpitRow = z.infer<typeof AssignmentCockpitRowSchema>;

/** `GET /assignments/{id}/cockpit`: every member the assignment is for, with status and work. Staff only. */
export const AssignmentCockpitSchema = z.object({
  og_id: id,
  assignment: CockpitAssignmentSchema,
  counts: z.object({
    not_started: z.number().int().nonnegative(),
    in_progress: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
  }),
  members: z.array(AssignmentCockpitRowSchema),
});
export type AssignmentCockpit = z.infer<typeof AssignmentCockpitSchema>;

/** Media type of the cockpit exports. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- pure rules ----

/** Who an assignment is for: no target groups and no workgroups means everyone in the course. */
export interface AssignmentAudience {
  targetGroups: readonly string[];
  workgroupIds: readonly number[];
}

/** A member's target groups in the course and the workgroups they belong to. */
export interface AudienceMember {
  targetGroups: readonly string[];
  workgroupIds: readonly number[];
}

/**
 * Whether an assignment is for a member: each restriction that is set (target groups, workgroups)
 * must match at least one of the member's; an unset restriction matches everyone.
 */
export function isAssignmentForMember(audience: AssignmentAudience, member: AudienceMember): boolean {
  const targetOk =
    audience.targetGroups.length === 0 || audience.targetGroups.some((group) => member.targetGroups.includes(group));
  const workgroupOk =
    audience.workgroupIds.length === 0 || audience.workgroupIds.some((workgroup) => member.workgroupIds.includes(workgroup));
  return targetOk && workgroupOk;
}

/**
 * Status changes a learner may make on their own work: forward (not_started → in_progress →
 * completed, skipping allowed) and reopening a completed one; only staff reset to not_started.
 */
export function canLearnerChangeAssignmentStatus(from: AssignmentProgressStatus, to: AssignmentProgressStatus): boolean {
  return to !== 'not_started' || from === 'not_started';
}

/** Share completed as a whole percent; 0 when nothing is assigned. */
export function assignmentCompletionShare(statuses: readonly AssignmentProgressStatus[]): number {
  if (statuses.length === 0) return 0;
  const completed = statuses.filter((status) => status === 'completed').length;
  return Math.round((completed / statuses.length) * 100);
}

/** Trims, drops blanks and duplicates, keeps the first spelling's order. */
export function normalizeTargetGroups(groups: readonly string[]): string[] {
  const result: string[] = [];
  for (const group of groups) {
    const name = group.trim();
    if (name !== '' && !result.includes(name)) result.push(name);
  }
  return result;
}
