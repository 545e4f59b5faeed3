// The content endpoints (spec §7 "Content"; contract-content.md): the course feed and its filter options,
// items (blog, news, cmap, external_content, videocomment) and their comments. Thin: the service decides.
import {
  ContentCommentCreateInputSchema,
  ContentCommentListQuerySchema,
  ContentCommentListResponseSchema,
  ContentCommentParamsSchema,
  ContentCommentSchema,
  ContentCommentUpdateInputSchema,
  ContentCreateInputSchema,
  ContentCreateQuerySchema,
  ContentFiltersQuerySchema,
  ContentFiltersResponseSchema,
  ContentItemSchema,
  ContentListQuerySchema,
  ContentListResponseSchema,
  ContentParamsSchema,
  ContentUpdateInputSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PROBLEM_RESPONSES, noContentResponse } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import type { OnContentCreated } from './content.events.sources.ts';
import {
  createContent,
  createContentComment,
  createContentDeps,
  editContent,
  editContentComment,
  getContent,
  listContent,
  listContentComments,
  listContentFilters,
  removeContent,
  itemContext,
  removeContentComment,
  type VideoAccessCheck,
} from './content.service.ts';

export interface ContentRoutesOptions {
  db: Database;
  /** Video visibility, from the videos feature; defaults to "the video exists" (its course is checked here). */
  videoAccess?: VideoAccessCheck;
  /** Told about every new item (e.g. for notifications). */
  onContentCreated?: OnContentCreated;
}

const TAGS = ['content'];
export const CONTENT_BASE = `${REST_BASE}/content`;

export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps = createContentDeps({ db: options.db, videoAccess: options.videoAccess, onContentCreated: options.onContentCreated, log: app.log });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the resource the id names is checked first (plugins/access-first.ts).
  const courseFirst = courseVisibleFirst(options.db, 'query', ContentCreateQuerySchema, (query) => query.og);
  const itemFirst = accessFirst('params', ContentParamsSchema, (principal, params) => itemContext(deps, principal, params.id));

  routes.get(
    CONTENT_BASE,
    {
      preValidation: courseFirst,
      schema: {
        tags: TAGS,
        summary: "The course's content feed, newest first, 10 a page (or every comment of one video with videoId)",
        description:
          'Filters: type, assignmentId, uid, tid, each as `key[]=`, `key=` or repeated. An assignmentId the user may not see matches nothing, like a missing one. Video comments are not in the feed; `videoId=X` lists that video\'s comments by videoTime (up to 1000). A course the user may not see is 404.',
        querystring: ContentListQuerySchema,
        response: { 200: ContentListResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listContent(deps, getPrincipal(request), request.query),
  );

  routes.get(
    `${CONTENT_BASE}/filters`,
    {
      schema: {
        tags: TAGS,
        summary: "Options of the feed's filters: the types, assignments (those the user may see), authors and tags in the course's content",
        querystring: ContentFiltersQuerySchema,
        response: { 200: ContentFiltersResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listContentFilters(deps, getPrincipal(request), request.query.og),
  );

  routes.post(
    CONTENT_BASE,
    {
      preValidation: courseFirst,
      schema: {
        tags: TAGS,
        summary: 'Create a content item in the course og',
        description:
          'blog, external_content, videocomment: create_content; cmap: create_content or create_file_content; news: create_news (403 CONTENT_TYPE_NOT_ALLOWED). The body is sanitized rich text; externalUrl http/https only (400 EXTERNAL_URL_INVALID).',
        querystring: ContentCreateQuerySchema,
        body: ContentCreateInputSchema,
        response: { 201: ContentItemSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await createContent(deps, getPrincipal(request), request.query.og, request.body);
      return reply.status(201).send(created);
    },
  );

  routes.put(
    CONTENT_BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Change a content item (its author or a moderator)',
        body: ContentUpdateInputSchema,
        response: { 200: ContentItemSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => editContent(deps, getPrincipal(request), request.body),
  );

  routes.get(
    `${CONTENT_BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One content item',
        params: ContentParamsSchema,
        response: { 200: ContentItemSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getContent(deps, getPrincipal(request), request.params.id),
  );

  routes.delete(
    `${CONTENT_BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a content item with its comments (its author or a moderator)',
        params: ContentParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeContent(deps, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    `${CONTENT_BASE}/:id/comment`,
    {
      preValidation: itemFirst,
      schema: {
        tags: TAGS,
        summary: "An item's comments, oldest first, 10 a page",
        params: ContentParamsSchema,
        querystring: ContentCommentListQuerySchema,
        response: { 200: ContentCommentListResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listContentComments(deps, getPrincipal(request), request.params.id, request.query.offset),
  );

  routes.post(
    `${CONTENT_BASE}/:id/comment`,
    {
      preValidation: itemFirst,
      schema: {
        tags: TAGS,
        summary: 'Comment on an item (create_content: not guests)',
        params: ContentParamsSchema,
        body: ContentCommentCreateInputSchema,
        response: { 201: ContentCommentSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await createContentComment(deps, getPrincipal(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  routes.put(
    `${CONTENT_BASE}/:id/comment/:cid`,
    {
      preValidation: itemFirst,
      schema: {
        tags: TAGS,
        summary: 'Change a comment (its author or a moderator)',
        params: ContentCommentParamsSchema,
        body: ContentCommentUpdateInputSchema,
        response: { 200: ContentCommentSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => editContentComment(deps, getPrincipal(request), request.params.id, request.params.cid, request.body),
  );

  routes.delete(
    `${CONTENT_BASE}/:id/comment/:cid`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a comment (its author or a moderator)',
        params: ContentCommentParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeContentComment(deps, getPrincipal(request), request.params.id, request.params.cid);
      return reply.status(204).send(null);
    },
  );
}
