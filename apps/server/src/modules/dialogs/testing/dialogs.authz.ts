// The dialog routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Topics and replies a row needs are written through the API by the demo
// campus admin (manager rights in every course, dialog manager of every campus).
import { CONTENT_WRITERS, COURSE_PRINCIPALS, COURSE_STAFF, allowOnly, asAdmin, idOf, json, type MatrixContext, type MatrixEntry } from '../../../test/authz-helpers.ts';

const REST = '/api/rest';

/** Every course role (guests too), campus managers of its campus, admins. */
const READ = allowOnly(...COURSE_PRINCIPALS);
/** Moderators: manage_dialog with administer_course (the matrix course keeps member_dialogs off, so also the creators). */
const MODERATE = allowOnly(...COURSE_STAFF);
/** Replies: everyone who writes in the course (not guests). */
const REPLY = allowOnly(...CONTENT_WRITERS);
/** Ad-hoc dialogs: dialog managers of the campus; admins count as every role. */
const DIALOG_MANAGERS = allowOnly('dialogManager', 'admin');
/** Any signed-in user (the list is empty for those in none). */
const SIGNED_IN = allowOnly('nonMember', 'member', 'manager', 'instructor', 'student', 'guest', 'mentor', 'campusManager', 'dialogManager', 'quizManager', 'admin');

async function newDialog(ctx: MatrixContext): Promise<number> {
  const response = await asAdmin(ctx, { method: 'POST', url: `${REST}/og/${ctx.courseId}/dialogs`, ...json({ title: `Matrix topic (${ctx.principal})`, body: '<p>Topic</p>' }) });
  return idOf(response);
}

/** A reply on a new topic: by the caller where they may reply (`own`), else by the admin. */
async function newReply(ctx: MatrixContext, own = false): Promise<{ dialogId: number; replyId: number }> {
  const dialogId = await newDialog(ctx);
  const request = { method: 'POST' as const, url: `${REST}/dialogs/${dialogId}/replies`, ...json({ body: '<p>Reply</p>' }) };
  // Across campuses the caller writes nowhere in the course: the admin's reply is the one they try to edit.
  const response = own && !ctx.crossCampus && CONTENT_WRITERS.includes(ctx.principal) ? await ctx.call(request) : await asAdmin(ctx, request);
  const replies = (JSON.parse(response.body) as { replies: { id: number }[] }).replies;
  const replyId = replies[0]?.id;
  if (replyId === undefined) throw new Error('matrix setup: no reply');
  return { dialogId, replyId };
}

export const DIALOG_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${REST}/og/:id/dialogs`]: {
    rule: 'course members (guests too); admins; campus managers of its campus; others 404',
    outcomes: READ,
    request: (ctx) => ({ method: 'GET', url: `${REST}/og/${ctx.courseId}/dialogs` }),
  },
  [`POST ${REST}/og/:id/dialogs`]: {
    rule: 'manage_dialog: managers, instructors, those acting as manager (students and members only with member_dialogs on)',
    outcomes: MODERATE,
    request: (ctx) => ({ method: 'POST', url: `${REST}/og/${ctx.courseId}/dialogs`, ...json({ title: `By ${ctx.principal}`, body: '<p>Hello</p>' }) }),
  },
  [`GET ${REST}/adhoc-dialogs`]: {
    rule: 'any signed-in user (their own ad-hoc dialogs; dialog managers all of the campus)',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${REST}/adhoc-dialogs` }),
  },
  [`POST ${REST}/adhoc-dialogs`]: {
    rule: 'dialog_manager of the campus; admins',
    outcomes: DIALOG_MANAGERS,
    request: (ctx) => ({ method: 'POST', url: `${REST}/adhoc-dialogs`, ...json({ title: `Ad hoc by ${ctx.principal}`, body: '<p>Hi</p>', participantIds: [ctx.studentUserId] }) }),
  },
  [`GET ${REST}/adhoc-dialogs/candidates`]: {
    rule: 'dialog_manager of the campus; admins',
    outcomes: DIALOG_MANAGERS,
    request: () => ({ method: 'GET', url: `${REST}/adhoc-dialogs/candidates?q=sam` }),
  },
  [`GET ${REST}/dialogs/:dialogId`]: {
    rule: 'a course dialog: course members; others 404',
    outcomes: READ,
    request: async (ctx) => ({ method: 'GET', url: `${REST}/dialogs/${await newDialog(ctx)}` }),
  },
  [`PATCH ${REST}/dialogs/:dialogId`]: {
    rule: 'pin/close: moderators; text: the author',
    outcomes: MODERATE,
    request: async (ctx) => ({ method: 'PATCH', url: `${REST}/dialogs/${await newDialog(ctx)}`, ...json({ pinned: true }) }),
  },
  [`DELETE ${REST}/dialogs/:dialogId`]: {
    rule: "someone else's topic: moderators",
    outcomes: MODERATE,
    request: async (ctx) => ({ method: 'DELETE', url: `${REST}/dialogs/${await newDialog(ctx)}` }),
  },
  [`POST ${REST}/dialogs/:dialogId/replies`]: {
    rule: 'course members who write (not guests) while the topic is open',
    outcomes: REPLY,
    request: async (ctx) => ({ method: 'POST', url: `${REST}/dialogs/${await newDialog(ctx)}/replies`, ...json({ body: '<p>Re</p>' }) }),
  },
  [`PATCH ${REST}/dialogs/:dialogId/replies/:replyId`]: {
    rule: 'the author only: each who may reply edits their own; guests and outsiders have none (the admin wrote theirs)',
    outcomes: REPLY,
    request: async (ctx) => {
      const { dialogId, replyId } = await newReply(ctx, true);
      return { method: 'PATCH', url: `${REST}/dialogs/${dialogId}/replies/${replyId}`, ...json({ body: '<p>Edited</p>' }) };
    },
  },
  [`DELETE ${REST}/dialogs/:dialogId/replies/:replyId`]: {
    rule: "someone else's reply: moderators",
    outcomes: MODERATE,
    request: async (ctx) => {
      const { dialogId, replyId } = await newReply(ctx);
      return { method: 'DELETE', url: `${REST}/dialogs/${dialogId}/replies/${replyId}` };
    },
  },
};
