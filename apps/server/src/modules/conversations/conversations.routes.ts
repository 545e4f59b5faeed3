// The conversation endpoints (issue 13; contract in @campus/shared conversations.ts): conversations,
// recipients, messages paged backwards, edit and soft delete, read markers, unread counts and attachments
// (multipart upload, download as an attachment). Thin: the service decides; multipart is registered here
// only. The real-time stream itself is GET /realtime (apps/server/src/realtime/).
import {
  ConversationAttachmentParamsSchema,
  ConversationCreateSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationParamsSchema,
  ConversationReadSchema,
  ConversationSummarySchema,
  MESSAGE_ATTACHMENT_FILE_FIELD,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MessageCreateSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  MessageParamsSchema,
  MessageSchema,
  MessageUpdateSchema,
  ProblemSchema,
  REST_BASE,
  RecipientListSchema,
  RecipientQuerySchema,
  UnreadCountsSchema,
  UploadedAttachmentSchema,
  downloadContentType,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { SANDBOX_CSP, privateFileHeaders, registerSingleFileMultipart, requireMultipart, uploadedFile } from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse, noContentResponse } from '../../lib/route-schemas.ts';
import { contentDisposition, fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import {
  createConversation,
  deleteMessage,
  editMessage,
  getConversation,
  listConversationMessages,
  listConversations,
  listRecipients,
  markRead,
  openAttachment,
  ownMessage,
  registerConversationResolvers,
  requireConversation,
  sendMessage,
  unreadCounts,
  uploadAttachment,
  type ConversationDeps,
} from './conversations.service.ts';
import type { OnMessageCreated } from './conversations.sources.ts';

export interface ConversationRoutesOptions {
  db: Database;
  env: Pick<Env, 'DATA_DIR'>;
  hub: RealtimeHub;
  /** Defaults to the disk store under DATA_DIR/files. */
  files?: FileStore;
  /** Bytes per attachment; defaults to MESSAGE_ATTACHMENT_MAX_BYTES. */
  maxAttachmentBytes?: number;
  /** Told about every new message (e.g. for in-app notifications). */
  onMessageCreated?: OnMessageCreated;
}

const TAGS = ['conversations'];
const BASE = `${REST_BASE}/conversations`;
const NOT_PARTICIPANT = 'A conversation the caller does not take part in is 404 CONVERSATION_NOT_FOUND.';

export async function conversationRoutes(app: FastifyInstance, options: ConversationRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const maxAttachmentBytes = options.maxAttachmentBytes ?? MESSAGE_ATTACHMENT_MAX_BYTES;
  const deps: ConversationDeps = {
    db: options.db,
    files: options.files ?? fileStoreFromEnv(options.env),
    hub: options.hub,
    log: app.log,
    onMessageCreated: options.onMessageCreated,
    maxAttachmentBytes,
  };
  registerConversationResolvers(options.hub, options.db);
  // Only this plugin's routes parse multipart (Fastify encapsulation); one file per request.
  await registerSingleFileMultipart(app, maxAttachmentBytes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the resource the id names is checked first (plugins/access-first.ts).
  const conversationFirst = accessFirst('params', ConversationParamsSchema, (principal, params) => requireConversation(options.db, principal, params.id));

  routes.get(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: "The caller's conversations, newest activity first (20 per page)",
        description: '`og` limits the list to conversations of that course; `search` matches the title and the other participants’ names.',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) => listConversations(deps, getPrincipal(request), request.query),
  );

  routes.post(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Start a conversation (201), or get the existing one-to-one conversation (200)',
        description:
          'Recipients must share a course with the caller (campus admins reach everyone, campus managers everyone on their campus), else 403 CONVERSATION_RECIPIENT_NOT_ALLOWED. With `courseId`, the caller and every participant must be members of that course (403 CONVERSATION_COURSE_NOT_SHARED). One other participant and no title: the existing one-to-one conversation (of that course, if given) is answered with 200. `text` is sent as the first message.',
        body: ConversationCreateSchema,
        response: { 200: ConversationSummarySchema, 201: ConversationSummarySchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await createConversation(deps, getPrincipal(request), request.body);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  routes.get(
    `${BASE}/recipients`,
    {
      schema: {
        tags: TAGS,
        summary: 'People the caller may message (at most 20), by name',
        description: '`og` limits them to members of that course; a course the caller cannot see is 404, as a missing one.',
        querystring: RecipientQuerySchema,
        response: { 200: RecipientListSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => listRecipients(deps, getPrincipal(request), request.query),
  );

  routes.get(
    `${BASE}/unread`,
    {
      schema: {
        tags: TAGS,
        summary: "The caller's unread messages: in all and per course",
        response: { 200: UnreadCountsSchema, 401: ProblemSchema },
      },
    },
    async (request) => unreadCounts(deps.db, getPrincipal(request).userId),
  );

  routes.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One conversation (participants only)',
        description: NOT_PARTICIPANT,
        params: ConversationParamsSchema,
        response: { 200: ConversationSummarySchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getConversation(deps, getPrincipal(request), request.params.id),
  );

  routes.get(
    `${BASE}/:id/messages`,
    {
      schema: {
        tags: TAGS,
        summary: 'Messages, oldest first; `before` pages backwards',
        description: `Up to \`limit\` messages older than \`before\` (the newest without it); \`hasMore\` says whether older ones exist. Deleted messages keep their place with text '' and no attachments. ${NOT_PARTICIPANT}`,
        params: ConversationParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => listConversationMessages(deps, getPrincipal(request), request.params.id, request.query),
  );

  routes.post(
    `${BASE}/:id/messages`,
    {
      preValidation: conversationFirst,
      schema: {
        tags: TAGS,
        summary: 'Send a message (plain text; empty only with attachments)',
        description: `\`attachmentIds\`: uploads of the caller in this conversation not sent yet, else 400 MESSAGE_ATTACHMENT_INVALID. ${NOT_PARTICIPANT}`,
        params: ConversationParamsSchema,
        body: MessageCreateSchema,
        response: { 201: MessageSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sendMessage(deps, getPrincipal(request), request.params.id, request.body)),
  );

  routes.post(
    `${BASE}/:id/read`,
    {
      preValidation: conversationFirst,
      schema: {
        tags: TAGS,
        summary: "Move the caller's read marker forward to a message (never back)",
        description: `A message of another conversation is 404 MESSAGE_NOT_FOUND. ${NOT_PARTICIPANT}`,
        params: ConversationParamsSchema,
        body: ConversationReadSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await markRead(deps, getPrincipal(request), request.params.id, request.body.messageId);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    `${BASE}/:id/attachments`,
    {
      schema: {
        tags: TAGS,
        summary: `Upload an attachment for the next message: multipart/form-data, field "${MESSAGE_ATTACHMENT_FILE_FIELD}"`,
        description: `At most ${maxAttachmentBytes} bytes (413); programs and scripts are 415 MESSAGE_ATTACHMENT_TYPE_NOT_ALLOWED; an empty file is 400 MESSAGE_ATTACHMENT_EMPTY. The upload is bound to the next message sent with its id; one never sent is removed after 24 h. ${NOT_PARTICIPANT}`,
        consumes: ['multipart/form-data'],
        params: ConversationParamsSchema,
        response: { 201: UploadedAttachmentSchema, ...PROBLEM_RESPONSES, 413: ProblemSchema, 415: ProblemSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, 'Send the file as multipart/form-data.');
      // Read only after the participant check, when the service asks.
      const uploaded = await uploadAttachment(deps, getPrincipal(request), request.params.id, () => uploadedFile(request, MESSAGE_ATTACHMENT_FILE_FIELD));
      return reply.status(201).send(uploaded);
    },
  );

  routes.get(
    `${BASE}/:id/attachments/:attachmentId`,
    {
      schema: {
        tags: TAGS,
        summary: 'An attachment’s bytes, always as Content-Disposition: attachment',
        description: `Served as application/octet-stream unless the type is on a short safe list; nosniff, sandboxed. One not sent yet only for its uploader. ${NOT_PARTICIPANT}`,
        params: ConversationAttachmentParamsSchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openAttachment(deps, getPrincipal(request), request.params.id, request.params.attachmentId);
      privateFileHeaders(reply, { contentType: downloadContentType(file.mime), disposition: contentDisposition('attachment', file.name), size: file.size, csp: SANDBOX_CSP });
      return reply.send(file.stream);
    },
  );

  routes.put(
    `${REST_BASE}/messages/:id`,
    {
      preValidation: accessFirst('params', MessageParamsSchema, (principal, params) => ownMessage(deps, principal, params.id)),
      schema: {
        tags: TAGS,
        summary: 'Edit a message (its author only)',
        description:
          'Another participant gets 403 MESSAGE_NOT_AUTHOR; a deleted message is 409 MESSAGE_DELETED, one hidden by the course staff 409 MESSAGE_HIDDEN; a message of a conversation the caller is not in is 404 MESSAGE_NOT_FOUND.',
        params: MessageParamsSchema,
        body: MessageUpdateSchema,
        response: { 200: MessageSchema, ...PROBLEM_RESPONSES, 409: ProblemSchema },
      },
    },
    async (request) => editMessage(deps, getPrincipal(request), request.params.id, request.body.text),
  );

  routes.delete(
    `${REST_BASE}/messages/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a message (its author only; it stays in the thread as deleted)',
        description: 'Its attachments are removed. Another participant gets 403 MESSAGE_NOT_AUTHOR; a message of a conversation the caller is not in is 404.',
        params: MessageParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteMessage(deps, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
