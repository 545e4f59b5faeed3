// The conversation routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Each row that needs a conversation gets a fresh one, made through the API
// by the demo campus admin with the matrix course's student (and a first message): only that student
// of all principals takes part, so everybody else must meet 404 (IDOR).
import { ALL_PRINCIPALS, allowOnly, asAdmin, json, multipartRequest } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry, Outcomes } from '../../../test/authz-helpers.ts';

const BASE = '/api/rest/conversations';

/** Any signed-in user. */
const SIGNED_IN = allowOnly(...ALL_PRINCIPALS.filter((name) => name !== 'anonymous'));
/** The one principal who takes part in the row's conversation. */
const PARTICIPANT = allowOnly('student');
/** Who may message the matrix student: people sharing the course, campus managers of its campus, admins. */
const MAY_MESSAGE: Outcomes = allowOnly('member', 'manager', 'instructor', 'student', 'guest', 'mentor', 'campusManager', 'admin');

let counter = 0;

/** A new conversation of the demo admin and the matrix student, with one message by the admin. */
async function newConversation(ctx: MatrixContext): Promise<{ id: number; messageId: number }> {
  counter += 1;
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: BASE,
    ...json({ participantUids: [ctx.studentUserId], title: `Matrix ${ctx.principal} ${counter}`, text: 'Hello from the matrix' }),
  });
  const body = JSON.parse(response.body) as { id: number; lastMessage: { id: number } };
  return { id: body.id, messageId: body.lastMessage.id };
}

/** A message in a new conversation: the caller's own if they may post there (the student), else the admin's. */
async function messageForCaller(ctx: MatrixContext): Promise<number> {
  const conversation = await newConversation(ctx);
  const own = await ctx.call({ method: 'POST', url: `${BASE}/${conversation.id}/messages`, ...json({ text: `By ${ctx.principal}` }) });
  return own.statusCode === 201 ? (JSON.parse(own.body) as { id: number }).id : conversation.messageId;
}

/** Someone the caller may message: the context's student, or for that student themself the first recipient offered. */
async function recipientFor(ctx: MatrixContext): Promise<number> {
  if (ctx.session?.uid !== ctx.studentUserId) return ctx.studentUserId;
  const response = await ctx.call({ method: 'GET', url: `${BASE}/recipients` });
  const first = (JSON.parse(response.body) as { items: { uid: number }[] }).items[0];
  if (!first) throw new Error('the matrix student has nobody to message');
  return first.uid;
}

export const CONVERSATION_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}`]: { rule: 'any signed-in user (their own conversations)', outcomes: SIGNED_IN, request: () => ({ method: 'GET', url: BASE }) },
  [`POST ${BASE}`]: {
    rule: 'recipients share a course with the caller (admins: anyone; campus managers: their campus); others 403',
    outcomes: MAY_MESSAGE,
    request: async (ctx) => ({ method: 'POST', url: BASE, ...json({ participantUids: [await recipientFor(ctx)], title: `By ${ctx.principal}` }) }),
  },
  [`GET ${BASE}/recipients`]: { rule: 'any signed-in user', outcomes: SIGNED_IN, request: () => ({ method: 'GET', url: `${BASE}/recipients` }) },
  [`GET ${BASE}/unread`]: { rule: 'any signed-in user (their own counts)', outcomes: SIGNED_IN, request: () => ({ method: 'GET', url: `${BASE}/unread` }) },
  [`GET ${BASE}/:id`]: {
    rule: 'participants only; others 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${(await newConversation(ctx)).id}` }),
  },
  [`GET ${BASE}/:id/messages`]: {
    rule: 'participants only; others 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${(await newConversation(ctx)).id}/messages` }),
  },
  [`POST ${BASE}/:id/messages`]: {
    rule: 'participants only; others 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => ({ method: 'POST', url: `${BASE}/${(await newConversation(ctx)).id}/messages`, ...json({ text: `By ${ctx.principal}` }) }),
  },
  [`POST ${BASE}/:id/read`]: {
    rule: 'participants only; others 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => {
      const conversation = await newConversation(ctx);
      return { method: 'POST', url: `${BASE}/${conversation.id}/read`, ...json({ messageId: conversation.messageId }) };
    },
  },
  [`POST ${BASE}/:id/attachments`]: {
    rule: 'participants only; others 404 (the file is read after the check)',
    outcomes: PARTICIPANT,
    request: async (ctx) =>
      multipartRequest(`${BASE}/${(await newConversation(ctx)).id}/attachments`, [{ fileName: `${ctx.principal}.txt`, contentType: 'text/plain', content: 'matrix' }]),
  },
  [`GET ${BASE}/:id/attachments/:attachmentId`]: {
    rule: 'participants only (a sent attachment); others 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => {
      const conversation = await newConversation(ctx);
      const upload = await asAdmin(
        ctx,
        multipartRequest(`${BASE}/${conversation.id}/attachments`, [{ fileName: 'matrix.txt', contentType: 'text/plain', content: 'matrix' }]),
      );
      const attachmentId = (JSON.parse(upload.body) as { id: number }).id;
      await asAdmin(ctx, { method: 'POST', url: `${BASE}/${conversation.id}/messages`, ...json({ text: '', attachmentIds: [attachmentId] }) });
      return { method: 'GET', url: `${BASE}/${conversation.id}/attachments/${attachmentId}` };
    },
  },
  ['PUT /api/rest/messages/:id']: {
    rule: 'the author only (the student edits their own message); another participant 403, anyone else 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => ({ method: 'PUT', url: `/api/rest/messages/${await messageForCaller(ctx)}`, ...json({ text: `Edited by ${ctx.principal}` }) }),
  },
  ['DELETE /api/rest/messages/:id']: {
    rule: 'the author only; another participant 403, anyone else 404',
    outcomes: PARTICIPANT,
    request: async (ctx) => ({ method: 'DELETE', url: `/api/rest/messages/${await messageForCaller(ctx)}` }),
  },
  ['GET /api/rest/realtime']: {
    rule: 'any signed-in user (their own event stream); read until the headers, then dropped',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'GET', url: '/api/rest/realtime', stream: true }),
  },
};
