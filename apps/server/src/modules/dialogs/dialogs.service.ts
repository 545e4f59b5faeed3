// Dialogs (issue 13; rules in @campus/shared dialogs.ts): course dialogs follow the course's permissions
// (manage_dialog, administer_course, create_content and the member_dialogs flag, all applied by the
// courses module), ad-hoc dialogs the campus role dialog_manager. A dialog the caller may not see is a
// 404 DIALOG_NOT_FOUND whatever the reason (missing, another course, not a participant), so ids leak nothing.
import {
  DIALOG_ERROR_CODES,
  DIALOG_LIMITS,
  ERROR_CODES,
  canCreateCourseDialog,
  canModerateCourseDialogs,
  canReplyInCourse,
  hasCampusRole,
  type AdhocDialogCreateInput,
  type DialogCandidatesResponse,
  type DialogCreateInput,
  type DialogDetail,
  type DialogListResponse,
  type DialogReply,
  type DialogReplyCreateInput,
  type DialogSummary,
  type DialogUpdateInput,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, isAppError, notFound } from '../../lib/errors.ts';
import { richTextToPlainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { findUserCampusId, requireCampusAccess } from '../campus/campus-access.ts';
import { findCourseAccess, requireCourseAccess } from '../courses/course-access.ts';
import {
  deleteDialog,
  findCampusPeople,
  findDialog,
  findFirstDomainId,
  findReply,
  insertDialog,
  insertReply,
  isParticipant,
  listAdhocDialogs,
  listCourseDialogs,
  listParticipants,
  listReplies,
  markReplyDeleted,
  searchCampusPeople,
  updateDialog,
  updateReply,
  type DialogChanges,
  type DialogRow,
  type ReplyRow,
} from './dialogs.repository.ts';

/** What the caller may do in one dialog they see. */
interface DialogScope {
  row: DialogRow;
  moderate: boolean;
  /** Writes replies (the topic being open is checked apart). */
  reply: boolean;
}

function dialogNotFound(id: number): AppError {
  return notFound(`Dialog ${id} was not found.`, DIALOG_ERROR_CODES.notFound);
}

function replyNotFound(id: number): AppError {
  return notFound(`Reply ${id} was not found in this dialog.`, DIALOG_ERROR_CODES.replyNotFound);
}

/** Sanitized rich text, refused when nothing is left of it or it grew beyond the limit. */
function cleanBody(html: string, path = 'body'): string {
  const clean = sanitizeRichText(html);
  if (richTextToPlainText(clean) === '' && !clean.includes('<img')) {
    throw new AppError(400, DIALOG_ERROR_CODES.bodyEmpty, 'The text is empty.', { errors: [{ path, message: 'The text is empty.' }] });
  }
  if (clean.length > DIALOG_LIMITS.bodyMax) {
    const message = `The text is too long (at most ${DIALOG_LIMITS.bodyMax} characters after cleaning).`;
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { errors: [{ path, message }] });
  }
  return clean;
}

/** The caller manages the campus's ad-hoc dialogs (dialog_manager there; admin counts as every role). */
async function isDialogManager(db: Database, principal: Principal, domainId: number): Promise<boolean> {
  if (principal.isAdmin) return true;
  try {
    const access = await requireCampusAccess(db, principal, domainId);
    return hasCampusRole(access.roles, 'dialog_manager', principal.isAdmin);
  } catch (error) {
    if (isAppError(error) && error.status === 404) return false;
    throw error;
  }
}

/** The campus whose ad-hoc dialogs the caller works with: their own, for an admin without one the first. */
async function callerDomainId(db: Database, principal: Principal): Promise<number | undefined> {
  return (await findUserCampusId(db, principal.userId)) ?? (principal.accountIsAdmin ? await findFirstDomainId(db) : undefined);
}

export async function dialogScope(db: Database, principal: Principal, id: number): Promise<DialogScope> {
  const row = await findDialog(db, id);
  if (!row) throw dialogNotFound(id);
  if (row.courseId !== null) {
    const access = await findCourseAccess(db, principal, row.courseId);
    if (!access) throw dialogNotFound(id);
    return { row, moderate: canModerateCourseDialogs(access.permissions), reply: canReplyInCourse(access.permissions) };
  }
  const [manager, participant] = await Promise.all([isDialogManager(db, principal, row.domainId), isParticipant(db, row.id, principal.userId)]);
  if (!manager && !participant) throw dialogNotFound(id);
  return { row, moderate: manager, reply: true };
}

const person = (uid: number | null, name: string | null) => (uid === null ? null : { uid, name: name ?? '' });

function presentSummary(row: DialogRow): DialogSummary {
  return {
    id: row.id,
    og_id: row.courseId,
    title: row.title,
    author: person(row.authorId, row.authorName),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    pinned: row.pinned,
    closed: row.closed,
    reply_count: row.replyCount,
    last_activity: row.lastActivityAt.toISOString(),
  };
}

function presentReply(reply: ReplyRow, userId: number, moderate: boolean): DialogReply {
  const live = reply.deletedAt === null;
  const mine = reply.authorId !== null && reply.authorId === userId;
  return {
    id: reply.id,
    parent_id: reply.parentReplyId,
    author: live ? person(reply.authorId, reply.authorName) : null,
    body: live ? reply.body : '',
    created: reply.createdAt.toISOString(),
    edited: reply.editedAt !== null,
    deleted: !live,
    permissions: { update: live && mine, delete: live && (mine || moderate) },
  };
}

async function presentDetail(db: Database, principal: Principal, scope: DialogScope): Promise<DialogDetail> {
  const row = (await findDialog(db, scope.row.id)) ?? scope.row;
  const [replies, participants] = await Promise.all([
    listReplies(db, row.id, DIALOG_LIMITS.repliesMax),
    row.courseId === null ? listParticipants(db, row.id) : Promise.resolve([]),
  ]);
  const mine = row.authorId !== null && row.authorId === principal.userId;
  return {
    ...presentSummary(row),
    body: row.body,
    participants,
    replies: replies.map((reply) => presentReply(reply, principal.userId, scope.moderate)),
    permissions: { update: mine, delete: mine || scope.moderate, moderate: scope.moderate, reply: scope.reply && !row.closed },
  };
}

// ---- course dialogs ----

export async function listDialogsOfCourse(db: Database, principal: Principal, courseId: number): Promise<DialogListResponse> {
  const access = await requireCourseAccess(db, principal, courseId);
  const rows = await listCourseDialogs(db, courseId);
  return {
    items: rows.map(presentSummary),
    can_create: canCreateCourseDialog(access.permissions),
    can_moderate: canModerateCourseDialogs(access.permissions),
  };
}

export async function createCourseDialog(db: Database, principal: Principal, courseId: number, input: DialogCreateInput): Promise<DialogDetail> {
  const access = await requireCourseAccess(db, principal, courseId);
  if (!canCreateCourseDialog(access.permissions)) {
    throw forbidden('Starting a topic here needs the course staff, or member dialogs switched on.', DIALOG_ERROR_CODES.createForbidden);
  }
  const id = await insertDialog(db, { domainId: access.row.domainId, courseId, title: input.title, body: cleanBody(input.body), authorId: principal.userId }, []);
  return getDialog(db, principal, id);
}

// ---- ad-hoc dialogs ----

export async function listDialogsAdhoc(db: Database, principal: Principal): Promise<DialogListResponse> {
  const domainId = await callerDomainId(db, principal);
  if (domainId === undefined) return { items: [], can_create: false, can_moderate: false };
  const manager = await isDialogManager(db, principal, domainId);
  const rows = await listAdhocDialogs(db, domainId, manager ? null : principal.userId);
  return { items: rows.map(presentSummary), can_create: manager, can_moderate: manager };
}

async function requireDialogManagerDomain(db: Database, principal: Principal): Promise<number> {
  const domainId = await callerDomainId(db, principal);
  if (domainId === undefined || !(await isDialogManager(db, principal, domainId))) {
    throw forbidden('Ad-hoc dialogs are started by the dialog managers of the campus.', DIALOG_ERROR_CODES.createForbidden);
  }
  return domainId;
}

export async function createAdhocDialog(db: Database, principal: Principal, input: AdhocDialogCreateInput): Promise<DialogDetail> {
  const domainId = await requireDialogManagerDomain(db, principal);
  const known = await findCampusPeople(db, domainId, input.participantIds);
  const errors = input.participantIds.flatMap((uid, index) => (known.has(uid) ? [] : [{ path: `participantIds.${index}`, message: `User ${uid} is not on this campus.` }]));
  if (errors.length > 0) throw new AppError(400, DIALOG_ERROR_CODES.participantInvalid, 'A participant is not on this campus.', { errors });
  const participants = [...new Set([principal.userId, ...input.participantIds])];
  const id = await insertDialog(db, { domainId, courseId: null, title: input.title, body: cleanBody(input.body), authorId: principal.userId }, participants);
  return getDialog(db, principal, id);
}

export async function findDialogCandidates(db: Database, principal: Principal, text: string): Promise<DialogCandidatesResponse> {
  const domainId = await requireDialogManagerDomain(db, principal);
  return { items: await searchCampusPeople(db, domainId, text, DIALOG_LIMITS.candidatesMax) };
}

// ---- one dialog ----

export async function getDialog(db: Database, principal: Principal, id: number): Promise<DialogDetail> {
  return presentDetail(db, principal, await dialogScope(db, principal, id));
}

export async function editDialog(db: Database, principal: Principal, id: number, input: DialogUpdateInput): Promise<DialogDetail> {
  const scope = await dialogScope(db, principal, id);
  const changes: DialogChanges = {};
  if (input.title !== undefined || input.body !== undefined) {
    if (scope.row.authorId === null || scope.row.authorId !== principal.userId) {
      throw forbidden('Only the author changes the text of a topic.', DIALOG_ERROR_CODES.notAuthor);
    }
    if (input.title !== undefined) changes.title = input.title;
    if (input.body !== undefined) changes.body = cleanBody(input.body);
  }
  if (input.pinned !== undefined || input.closed !== undefined) {
    if (!scope.moderate) throw forbidden('Pinning and closing topics is for the moderators.', DIALOG_ERROR_CODES.moderateForbidden);
    if (input.pinned !== undefined) changes.pinned = input.pinned;
    if (input.closed !== undefined) changes.closed = input.closed;
  }
  await updateDialog(db, scope.row.id, changes);
  return presentDetail(db, principal, scope);
}

export async function removeDialog(db: Database, principal: Principal, id: number): Promise<void> {
  const scope = await dialogScope(db, principal, id);
  const mine = scope.row.authorId !== null && scope.row.authorId === principal.userId;
  if (!mine && !scope.moderate) throw forbidden('Only the author or a moderator deletes a topic.', DIALOG_ERROR_CODES.notAuthor);
  await deleteDialog(db, scope.row.id);
}

// ---- replies ----

export async function createReply(db: Database, principal: Principal, id: number, input: DialogReplyCreateInput): Promise<DialogDetail> {
  const scope = await dialogScope(db, principal, id);
  if (!scope.reply) throw forbidden('Guests read the dialogs of a course; they do not reply.', DIALOG_ERROR_CODES.replyForbidden);
  if (scope.row.closed) throw new AppError(409, DIALOG_ERROR_CODES.closed, 'The topic is closed.');
  const parentId = input.parentReplyId ?? null;
  if (parentId !== null) {
    const parent = await findReply(db, scope.row.id, parentId);
    if (!parent || parent.deletedAt !== null) throw replyNotFound(parentId);
    if (parent.parentReplyId !== null) {
      throw new AppError(400, DIALOG_ERROR_CODES.nestingTooDeep, 'Replies nest one level: answer the reply above instead.', {
        errors: [{ path: 'parentReplyId', message: 'Answer the reply above instead.' }],
      });
    }
  }
  await insertReply(db, { dialogId: scope.row.id, parentReplyId: parentId, authorId: principal.userId, body: cleanBody(input.body) });
  return presentDetail(db, principal, scope);
}

async function liveReply(db: Database, scope: DialogScope, replyId: number): Promise<ReplyRow> {
  const reply = await findReply(db, scope.row.id, replyId);
  if (!reply || reply.deletedAt !== null) throw replyNotFound(replyId);
  return reply;
}

export async function editReply(db: Database, principal: Principal, id: number, replyId: number, body: string): Promise<DialogDetail> {
  const scope = await dialogScope(db, principal, id);
  const reply = await liveReply(db, scope, replyId);
  if (reply.authorId === null || reply.authorId !== principal.userId) throw forbidden('Only the author changes a reply.', DIALOG_ERROR_CODES.notAuthor);
  await updateReply(db, reply.id, cleanBody(body));
  return presentDetail(db, principal, scope);
}

export async function removeReply(db: Database, principal: Principal, id: number, replyId: number): Promise<void> {
  const scope = await dialogScope(db, principal, id);
  const reply = await liveReply(db, scope, replyId);
  const mine = reply.authorId !== null && reply.authorId === principal.userId;
  if (!mine && !scope.moderate) throw forbidden('Only the author or a moderator deletes a reply.', DIALOG_ERROR_CODES.notAuthor);
  await markReplyDeleted(db, reply.id);
}
