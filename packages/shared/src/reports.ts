// Reports (spec `report-modal`, issue 13): a course member reports a content item, a comment, a video or
// a message to the course staff with a reason; the staff (administer_course: managers, instructors, those
// acting as manager) see the open reports of their course and hide the item or dismiss the report. A
// hidden item is seen only by the staff and its author, with a "hidden by moderators" note.
import { z } from 'zod';
import { hasPermission, type PermissionMap } from './permissions.ts';

const id = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

/** What can be reported. `message` is accepted only where the messages feature hands in its resolver. */
export const REPORT_TARGET_KINDS = ['content', 'comment', 'video', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_CATEGORIES = ['spam', 'offensive', 'harassment', 'copyright', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TEXT_MAX = 1000;

/** Problem codes of the report endpoints (besides the cross-cutting ERROR_CODES). */
export const REPORT_ERROR_CODES = {
  /** The reported item does not exist or the caller may not see it. */
  targetNotFound: 'REPORT_TARGET_NOT_FOUND',
  /** This kind of item cannot be reported on this server (its feature is not wired in). */
  kindUnavailable: 'REPORT_KIND_UNAVAILABLE',
  /** The caller already has an open report on this item. */
  alreadyOpen: 'REPORT_ALREADY_OPEN',
  /** The report does not exist or the caller does not moderate its course. */
  notFound: 'REPORT_NOT_FOUND',
  /** Only the course staff see and handle reports. */
  moderateForbidden: 'REPORT_MODERATE_FORBIDDEN',
  /** The report was already handled. */
  notOpen: 'REPORT_NOT_OPEN',
  /** 400: a message of a conversation outside any course; reports are handled by a course's staff. */
  messageNotInCourse: 'REPORT_MESSAGE_NOT_IN_COURSE',
} as const;

/** Handling reports of a course: its staff with administer_course (the content moderators). */
export function canModerateReports(permissions: PermissionMap | null | undefined): boolean {
  return hasPermission(permissions, 'administer_course');
}

// ---- wire schemas ----

export const ReportCreateInputSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  targetId: id,
  category: z.enum(REPORT_CATEGORIES),
  text: z.string().trim().max(REPORT_TEXT_MAX).optional(),
});
export type ReportCreateInput = z.infer<typeof ReportCreateInputSchema>;

export const ReportParamsSchema = z.object({ reportId: idParam });
export const CourseReportsParamsSchema = z.object({ id: idParam });
export const CourseReportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open') });

export const ReportCreatedSchema = z.object({ id, status: z.enum(REPORT_STATUSES) });
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

export const ReportSchema = z.object({
  id,
  og_id: id,
  kind: z.enum(REPORT_TARGET_KINDS),
  targetId: id,
  /** Plain-text excerpt of the reported item (title or the start of its text). */
  excerpt: z.string(),
  /** App path of the item where it has a screen (content details, video player), else null. */
  target_path: z.string().nullable(),
  target_author: z.object({ uid: id, name: z.string() }).nullable(),
  reporter: z.object({ uid: id, name: z.string() }).nullable(),
  category: z.enum(REPORT_CATEGORIES),
  text: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The item is hidden by moderators now. */
  target_hidden: z.boolean(),
  created: isoDateTime,
  resolved: isoDateTime.nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportListResponseSchema = z.object({ items: z.array(ReportSchema) });
export type ReportListResponse = z.infer<typeof ReportListResponseSchema>;
