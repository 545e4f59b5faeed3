// Dialogs (issue 13, spec §2 `dialogs`, `app/adhoc-dialogs`): course topics, ad-hoc dialogs of the campus,
// one dialog with its replies, and the replies. Thin: the service decides.
import {
  AdhocDialogCreateInputSchema,
  CourseDialogsParamsSchema,
  DialogCandidatesQuerySchema,
  DialogCandidatesResponseSchema,
  DialogCreateInputSchema,
  DialogDetailSchema,
  DialogListResponseSchema,
  DialogParamsSchema,
  DialogReplyCreateInputSchema,
  DialogReplyParamsSchema,
  DialogReplyUpdateInputSchema,
  DialogUpdateInputSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { noContentResponse, PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import {
  createAdhocDialog,
  createCourseDialog,
  createReply,
  editDialog,
  editReply,
  dialogScope,
  findDialogCandidates,
  getDialog,
  listDialogsAdhoc,
  listDialogsOfCourse,
  removeDialog,
  removeReply,
} from './dialogs.service.ts';

export interface DialogRoutesOptions {
  db: Database;
}

const tags = ['dialogs'];
const WITH_CONFLICT = { ...PROBLEM_RESPONSES, 409: ProblemSchema };

export async function dialogRoutes(app: FastifyInstance, { db }: DialogRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the resource the id names is checked first (plugins/access-first.ts).
  const dialogFirst = accessFirst('params', DialogParamsSchema, (principal, params) => dialogScope(db, principal, params.dialogId));
  const courseBase = `${REST_BASE}/og/:id/dialogs`;
  const adhocBase = `${REST_BASE}/adhoc-dialogs`;
  const one = `${REST_BASE}/dialogs/:dialogId`;

  routes.get(
    courseBase,
    {
      schema: {
        tags,
        summary: "The course's dialog topics, pinned first, then by last activity",
        description: 'Every course member reads them; a course the user may not see is 404. `can_create`: manage_dialog (staff; students and members with member_dialogs on).',
        params: CourseDialogsParamsSchema,
        response: { 200: DialogListResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listDialogsOfCourse(db, getPrincipal(request), request.params.id),
  );

  routes.post(
    courseBase,
    {
      preValidation: courseVisibleFirst(db, 'params', CourseDialogsParamsSchema, (params) => params.id),
      schema: {
        tags,
        summary: 'Start a topic in the course',
        description: 'manage_dialog, else 403 DIALOG_CREATE_FORBIDDEN. The body is sanitized rich text (400 DIALOG_BODY_EMPTY when nothing is left).',
        params: CourseDialogsParamsSchema,
        body: DialogCreateInputSchema,
        response: { 201: DialogDetailSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await createCourseDialog(db, getPrincipal(request), request.params.id, request.body)),
  );

  routes.get(
    adhocBase,
    {
      schema: {
        tags,
        summary: "Ad-hoc dialogs of the caller's campus",
        description: 'Dialog managers (admins count) see every ad-hoc dialog of the campus and may start one; everyone else only those they take part in.',
        response: { 200: DialogListResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listDialogsAdhoc(db, getPrincipal(request)),
  );

  routes.post(
    adhocBase,
    {
      schema: {
        tags,
        summary: 'Start an ad-hoc dialog with chosen participants',
        description: 'dialog_manager of the campus (admins count), else 403 DIALOG_CREATE_FORBIDDEN. Participants must belong to the campus (400 DIALOG_PARTICIPANT_INVALID); the author takes part too.',
        body: AdhocDialogCreateInputSchema,
        response: { 201: DialogDetailSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await createAdhocDialog(db, getPrincipal(request), request.body)),
  );

  routes.get(
    `${adhocBase}/candidates`,
    {
      schema: {
        tags,
        summary: 'People of the campus to invite into an ad-hoc dialog, by name or email',
        description: 'Dialog managers only (403 DIALOG_CREATE_FORBIDDEN); at most 20 matches.',
        querystring: DialogCandidatesQuerySchema,
        response: { 200: DialogCandidatesResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => findDialogCandidates(db, getPrincipal(request), request.query.q),
  );

  routes.get(
    one,
    {
      schema: {
        tags,
        summary: 'A dialog with its replies',
        description: 'Course dialogs: course members. Ad-hoc dialogs: participants and dialog managers. Anyone else gets 404 DIALOG_NOT_FOUND.',
        params: DialogParamsSchema,
        response: { 200: DialogDetailSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getDialog(db, getPrincipal(request), request.params.dialogId),
  );

  routes.patch(
    one,
    {
      preValidation: dialogFirst,
      schema: {
        tags,
        summary: 'Change a topic: title and body (author), pinned and closed (moderators)',
        description: '403 DIALOG_NOT_AUTHOR for text changes by others, 403 DIALOG_MODERATE_FORBIDDEN for pin/close by non-moderators.',
        params: DialogParamsSchema,
        body: DialogUpdateInputSchema,
        response: { 200: DialogDetailSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => editDialog(db, getPrincipal(request), request.params.dialogId, request.body),
  );

  routes.delete(
    one,
    {
      schema: {
        tags,
        summary: 'Delete a topic with its replies',
        description: 'Its author or a moderator, else 403 DIALOG_NOT_AUTHOR.',
        params: DialogParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeDialog(db, getPrincipal(request), request.params.dialogId);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    `${one}/replies`,
    {
      preValidation: dialogFirst,
      schema: {
        tags,
        summary: 'Reply to the topic or (one level) to a reply; answers the dialog',
        description:
          'Course members who write in the course (not guests: 403 DIALOG_REPLY_FORBIDDEN); ad-hoc participants. A closed topic is 409 DIALOG_CLOSED; a reply to a nested reply is 400 DIALOG_NESTING_TOO_DEEP.',
        params: DialogParamsSchema,
        body: DialogReplyCreateInputSchema,
        response: { 201: DialogDetailSchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => reply.code(201).send(await createReply(db, getPrincipal(request), request.params.dialogId, request.body)),
  );

  routes.patch(
    `${one}/replies/:replyId`,
    {
      preValidation: dialogFirst,
      schema: {
        tags,
        summary: 'Change the text of an own reply; answers the dialog',
        description: 'The author only (403 DIALOG_NOT_AUTHOR); a deleted or unknown reply is 404 DIALOG_REPLY_NOT_FOUND.',
        params: DialogReplyParamsSchema,
        body: DialogReplyUpdateInputSchema,
        response: { 200: DialogDetailSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => editReply(db, getPrincipal(request), request.params.dialogId, request.params.replyId, request.body.body),
  );

  routes.delete(
    `${one}/replies/:replyId`,
    {
      schema: {
        tags,
        summary: 'Delete a reply (its answers stay; it shows as deleted)',
        description: 'Its author or a moderator, else 403 DIALOG_NOT_AUTHOR.',
        params: DialogReplyParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeReply(db, getPrincipal(request), request.params.dialogId, request.params.replyId);
      return reply.code(204).send(null);
    },
  );
}
