// Dialogs (spec §2 `dialogs`, `app/adhoc-dialogs`, §6 manage_dialog and dialog_manager; issue 13): a
// threaded discussion, a topic with replies and one level of nested replies. Course dialogs belong to a
// course; ad-hoc dialogs belong to the campus and are seen by their participants and its dialog managers.
// The wire schemas and the pure rules server and web share.
//
// Rules (course dialogs):
// - every course member reads; moderators (manage_dialog together with administer_course: managers,
//   instructors, those acting as manager) create, pin, close, reopen and delete any topic or reply;
// - other members create topics when they hold manage_dialog (students and members while the course
//   flag member_dialogs is on);
// - every member who may write in the course (create_content: not guests) replies while the topic is open;
// - authors edit and delete their own topic and replies.
// Ad-hoc dialogs: dialog managers of the campus (admin counts as every role) create and moderate them;
// participants read and reply.
import { z } from 'zod';
import { hasPermission, type PermissionMap } from './permissions.ts';

const id = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

export const DIALOG_LIMITS = {
  titleMax: 300,
  /** Sanitized rich text of a topic or reply, in characters. */
  bodyMax: 50_000,
  participantsMax: 200,
  /** Replies one topic shows (oldest first). */
  repliesMax: 1_000,
  /** Participant search: matches answered at most. */
  candidatesMax: 20,
} as const;

/** Problem codes of the dialog endpoints (besides the cross-cutting ERROR_CODES). */
export const DIALOG_ERROR_CODES = {
  /** The dialog does not exist or the caller may not see it. */
  notFound: 'DIALOG_NOT_FOUND',
  /** The reply does not exist in this dialog (or was deleted). */
  replyNotFound: 'DIALOG_REPLY_NOT_FOUND',
  /** The caller may not start a topic here (member_dialogs off, or no dialog_manager role). */
  createForbidden: 'DIALOG_CREATE_FORBIDDEN',
  /** Pin, close and deleting others' posts need moderation rights. */
  moderateForbidden: 'DIALOG_MODERATE_FORBIDDEN',
  /** Editing or deleting someone else's post. */
  notAuthor: 'DIALOG_NOT_AUTHOR',
  /** Replying needs write rights in the course (guests read only). */
  replyForbidden: 'DIALOG_REPLY_FORBIDDEN',
  /** The topic is closed: no new replies until a moderator reopens it. */
  closed: 'DIALOG_CLOSED',
  /** Nesting goes one level deep: a reply to a reply of a reply is refused. */
  nestingTooDeep: 'DIALOG_NESTING_TOO_DEEP',
  /** A participant who is not on the campus. */
  participantInvalid: 'DIALOG_PARTICIPANT_INVALID',
  /** A topic or reply with nothing left after cleaning. */
  bodyEmpty: 'DIALOG_BODY_EMPTY',
} as const;

// ---- pure rules ----

/** Moderating a course's dialogs: manage_dialog held as course staff (administer_course). */
export function canModerateCourseDialogs(permissions: PermissionMap | null | undefined): boolean {
  return hasPermission(permissions, 'manage_dialog') && hasPermission(permissions, 'administer_course');
}

/** Starting a topic in a course: manage_dialog (staff always, students and members with member_dialogs). */
export function canCreateCourseDialog(permissions: PermissionMap | null | undefined): boolean {
  return hasPermission(permissions, 'manage_dialog');
}

/** Replying in a course dialog: everyone who writes in the course (guests read only). */
export function canReplyInCourse(permissions: PermissionMap | null | undefined): boolean {
  return hasPermission(permissions, 'create_content');
}

// ---- wire schemas ----

export const CourseDialogsParamsSchema = z.object({ id: idParam });
export const DialogParamsSchema = z.object({ dialogId: idParam });
export const DialogReplyParamsSchema = z.object({ dialogId: idParam, replyId: idParam });

const title = z.string().trim().min(1).max(DIALOG_LIMITS.titleMax);
/** Rich text as typed; the server sanitizes it and checks the length again. */
const body = z.string().max(DIALOG_LIMITS.bodyMax);

export const DialogCreateInputSchema = z.object({ title, body });
export type DialogCreateInput = z.infer<typeof DialogCreateInputSchema>;

export const AdhocDialogCreateInputSchema = z.object({
  title,
  body,
  participantIds: z
    .array(id)
    .min(1)
    .max(DIALOG_LIMITS.participantsMax)
    .refine((ids) => new Set(ids).size === ids.length, 'A participant is listed twice.'),
});
export type AdhocDialogCreateInput = z.infer<typeof AdhocDialogCreateInputSchema>;

/** PATCH: authors change title and body; moderators also pin and close. */
export const DialogUpdateInputSchema = z
  .object({ title: title.optional(), body: body.optional(), pinned: z.boolean().optional(), closed: z.boolean().optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change.');
export type DialogUpdateInput = z.infer<typeof DialogUpdateInputSchema>;

export const DialogReplyCreateInputSchema = z.object({ body, parentReplyId: id.nullable().optional() });
export type DialogReplyCreateInput = z.infer<typeof DialogReplyCreateInputSchema>;

export const DialogReplyUpdateInputSchema = z.object({ body });
export type DialogReplyUpdateInput = z.infer<typeof DialogReplyUpdateInputSchema>;

export const DialogCandidatesQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });

// ---- responses ----

export const DialogPersonSchema = z.object({ uid: id, name: z.string() });
export type DialogPerson = z.infer<typeof DialogPersonSchema>;

export const DialogSummarySchema = z.object({
  id,
  /** The course; null for an ad-hoc dialog. */
  og_id: id.nullable(),
  title: z.string(),
  /** Null when the author's account is gone. */
  author: DialogPersonSchema.nullable(),
  created: isoDateTime,
  updated: isoDateTime,
  pinned: z.boolean(),
  closed: z.boolean(),
  /** Replies that are not deleted. */
  reply_count: z.number().int().nonnegative(),
  last_activity: isoDateTime,
});
export type DialogSummary = z.infer<typeof DialogSummarySchema>;

export const DialogListResponseSchema = z.object({
  /** Pinned first, then by last activity, newest first. */
  items: z.array(DialogSummarySchema),
  can_create: z.boolean(),
  can_moderate: z.boolean(),
});
export type DialogListResponse = z.infer<typeof DialogListResponseSchema>;

export const DialogReplySchema = z.object({
  id,
  /** The reply this one answers (one level); null for a reply to the topic. */
  parent_id: id.nullable(),
  author: DialogPersonSchema.nullable(),
  /** Sanitized HTML; empty once deleted. */
  body: z.string(),
  created: isoDateTime,
  edited: z.boolean(),
  deleted: z.boolean(),
  permissions: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type DialogReply = z.infer<typeof DialogReplySchema>;

export const DialogDetailSchema = DialogSummarySchema.extend({
  /** Sanitized HTML. */
  body: z.string(),
  /** Ad-hoc dialogs: who takes part (the author included); empty for course dialogs. */
  participants: z.array(DialogPersonSchema),
  replies: z.array(DialogReplySchema),
  permissions: z.object({ update: z.boolean(), delete: z.boolean(), moderate: z.boolean(), reply: z.boolean() }),
});
export type DialogDetail = z.infer<typeof DialogDetailSchema>;

export const DialogCandidatesResponseSchema = z.object({ items: z.array(DialogPersonSchema) });
export type DialogCandidatesResponse = z.infer<typeof DialogCandidatesResponseSchema>;
