// The video endpoints of contract-videos.md under /api/rest: list and detail (one pattern
// /videos/:idOrType), change, delete, the original download, signed stream (HTTP Range) and poster,
// retry, split screens and the comments export. Thin: the service decides.
import {
  ERROR_CODES,
  EXPORT_LANGUAGES,
  ProblemSchema,
  REST_BASE,
  VIDEO_ERROR_CODES,
  VideoIdOrTypeParamsSchema,
  VideoListQuerySchema,
  VideoListResponseSchema,
  VideoMediaQuerySchema,
  VideoParamsSchema,
  VideoSchema,
  VideoSplitscreenInputSchema,
  VideoSplitscreenSchema,
  VideoUpdateInputSchema,
  XLSX_CONTENT_TYPE,
  type VideoMediaKind,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { MEDIA_SANDBOX_CSP, privateFileHeaders } from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse, noContentResponse, redirectResponse } from '../../lib/route-schemas.ts';
import { contentDisposition, fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { videoCommentsWorkbook } from './videos.export.ts';
import { createMediaLinkSigner, type MediaLinkSigner } from './videos.media-links.ts';
import { parseRange } from './videos.range.ts';
import {
  addSplitscreen,
  editVideo,
  getVideo,
  listCourseVideos,
  openStoredMedia,
  openVideoSource,
  removeVideo,
  retryVideoProcessing,
  videoCommentsForExport,
  videoContext,
  videoMediaFile,
  type VideoDeps,
} from './videos.service.ts';

export interface VideoRoutesOptions {
  db: Database;
  env: Pick<Env, 'DATA_DIR'>;
  /** Defaults to the disk store under DATA_DIR/files. */
  files?: FileStore;
  /** Defaults to links signed with the secret in the database. */
  signer?: MediaLinkSigner;
}

const TAGS = ['videos'];
/** Longest life of a presigned store link for a stream or poster (a seek after a long pause re-asks us). */
export const DIRECT_MEDIA_LINK_MAX_SECONDS = 60 * 60;
const BASE = `${REST_BASE}/videos`;

/** `?lang=de|en` of the comments export (headers). */
const ExportQuerySchema = z.object({ lang: z.enum(EXPORT_LANGUAGES).default('en') });

/** Either a video or a list answer: the shared /videos/:idOrType pattern. */
const VideoOrListSchema = z.union([VideoSchema, VideoListResponseSchema]);

/** The list's query parameters, named for the API docs; VideoListQuerySchema checks them in the handler. */
const listQueryValue = z.union([z.string(), z.array(z.string())]).optional();
const VideoOrListQuerySchema = z.looseObject(
  Object.fromEntries(Object.keys(VideoListQuerySchema.in.shape).map((name) => [name, listQueryValue])),
);

function validationError(error: z.ZodError, where: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, `The ${where} is invalid.`, {
    errors: error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  });
}

export async function videoRoutes(app: FastifyInstance, options: VideoRoutesOptions): Promise<void> {
  const deps: VideoDeps = {
    db: options.db,
    files: options.files ?? fileStoreFromEnv(options.env),
    signer: options.signer ?? createMediaLinkSigner(options.db),
    log: (message, error) => app.log.warn({ err: error }, message),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${BASE}/:idOrType`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'A video (numeric segment) or the course’s videos of a type: all, own, shared (newest first)',
        description:
          'List: `?og` (required), `offset`, `limit` (default 16, max 100), filters `assignmentId[]`, `uid[]`, `tid[]`, `assignedme[]=1` (shared with me), `assigneduid[]`. ' +
          'Only videos the user may see are listed or answered: course visibility → course members; selected → owner, the listed users and staff (manage_videos); private → owner and staff. A hidden or missing video is 404 VIDEO_NOT_FOUND.',
        params: VideoIdOrTypeParamsSchema,
        querystring: VideoOrListQuerySchema,
        response: { 200: VideoOrListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => {
      const { idOrType } = request.params;
      if (typeof idOrType === 'number') return getVideo(deps, getPrincipal(request), idOrType);
      const query = VideoListQuerySchema.safeParse(request.query);
      if (!query.success) throw validationError(query.error, 'query string');
      return listCourseVideos(deps, getPrincipal(request), idOrType, query.data);
    },
  );

  routes.put(
    `${BASE}/:id`,
    {
      onRequest: requireUser,
      preValidation: accessFirst('params', VideoParamsSchema, (principal, params) => videoContext(options.db, principal, params.id)),
      schema: {
        tags: TAGS,
        summary: 'Change a video (owner or manage_videos); absent fields stay as they are',
        description:
          'topics: tids of vocabulary 18 of the campus or names of new topics (created). With predefined topics on, people without manage_videos choose from the course’s list unless members may add topics. userIds must be course members; assignmentId an assignment of the course that the caller may see (a hidden one is 400 like a missing one; the owner’s assignment progress moves on).',
        params: VideoParamsSchema,
        body: VideoUpdateInputSchema,
        response: { 200: VideoSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => editVideo(deps, getPrincipal(request), request.params.id, request.body),
  );

  routes.delete(
    `${BASE}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Delete a video and its files (owner or manage_videos); its comments go with it',
        params: VideoParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeVideo(deps, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    `${BASE}/:id/source`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The original upload as an attachment (everyone who may see the video)',
        params: VideoParamsSchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const source = await openVideoSource(deps, getPrincipal(request), request.params.id);
      // The declared type is the uploader's claim: only video types are passed on, never HTML or scripts.
      const type = /^video\/[a-z0-9.+-]+$/.test(source.contentType) ? source.contentType : 'application/octet-stream';
      privateFileHeaders(reply, {
        contentType: type,
        disposition: contentDisposition('attachment', source.fileName),
        size: source.size,
        csp: MEDIA_SANDBOX_CSP,
      });
      return reply.send(source.stream);
    },
  );

  const mediaRoute = (kind: VideoMediaKind) =>
    routes.get(
      `${BASE}/:id/${kind}`,
      {
        schema: {
          tags: TAGS,
          summary:
            kind === 'stream'
              ? 'The web MP4 through a signed, expiring link (no bearer); single HTTP byte ranges → 206'
              : 'The JPEG poster through a signed, expiring link (no bearer)',
          description:
            'The link (playerURL / posterUrl of the video) carries `exp` (unix seconds, 90 minutes after it was handed out), `uid` (the viewer it was handed to) and `sig` (HMAC-SHA256 over both and the video’s visibility and moderation state); a wrong, swapped or expired link, and a link to a video deleted, made private or hidden since, is 403 MEDIA_LINK_INVALID; a video not ready 409 VIDEO_NOT_READY. ' +
            (kind === 'stream' ? 'Range: `bytes=a-b`, `a-` or `-n`; one range is served (206 with Content-Range), a range past the end is 416. ' : '') +
            'With an S3 file store the answer is 302 to a short-lived presigned URL of the store instead.',
          params: VideoParamsSchema,
          querystring: VideoMediaQuerySchema,
          response: { 200: fileResponse, 206: fileResponse, 302: redirectResponse, 409: ProblemSchema, 416: ProblemSchema, ...PROBLEM_RESPONSES },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const media = await videoMediaFile(deps, id, kind, request.query);
        const maxAge = Math.max(0, media.exp - Math.floor(Date.now() / 1000));
        if (deps.files.directUrl) {
          // S3: the browser fetches the bytes (ranges included) from the store, not through this process.
          // The presigned link lives no longer than the signed link that led here, and at most an hour.
          const expiresInSeconds = Math.max(1, Math.min(maxAge, DIRECT_MEDIA_LINK_MAX_SECONDS));
          const location = await deps.files.directUrl(media.key, { expiresInSeconds, contentType: media.contentType, contentDisposition: 'inline' });
          return reply.header('cache-control', 'no-store').redirect(location, 302);
        }
        const opened = await openStoredMedia(deps, id, media.key);
        // Never sniffed into something else, never run as a page of ours.
        reply
          .header('content-type', media.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', MEDIA_SANDBOX_CSP)
          .header('accept-ranges', kind === 'stream' ? 'bytes' : 'none')
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('content-disposition', 'inline');
        const range = kind === 'stream' ? parseRange(request.headers.range, opened.size) : { kind: 'full' as const };
        if (range.kind === 'unsatisfiable') {
          opened.stream.destroy();
          reply.header('content-range', `bytes */${opened.size}`);
          throw new AppError(416, VIDEO_ERROR_CODES.rangeNotSatisfiable, 'The requested range is outside the file.');
        }
        if (range.kind === 'partial') {
          reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${opened.size}`)
            .header('content-length', String(range.end - range.start + 1));
          // Read only the requested bytes from the store, not everything before them.
          opened.stream.destroy();
          const part = await openStoredMedia(deps, id, media.key, { start: range.start, end: range.end });
          return reply.send(part.stream);
        }
        reply.header('content-length', String(opened.size));
        return reply.send(opened.stream);
      },
    );
  mediaRoute('stream');
  mediaRoute('poster');

  routes.post(
    `${BASE}/:id/retry`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Re-queue the processing of a failed video (manage_videos)',
        description: 'Only a video in status failed (else 409 VIDEO_NOT_FAILED); answers 202 with the video, now processing.',
        params: VideoParamsSchema,
        response: { 202: VideoSchema, 409: ProblemSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const video = await retryVideoProcessing(deps, getPrincipal(request), request.params.id);
      return reply.status(202).send(video);
    },
  );

  routes.post(
    `${BASE}/add-splitscreen`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Pair two videos of one course for split-screen playback (both must be visible to the user)',
        body: VideoSplitscreenInputSchema,
        response: { 201: VideoSplitscreenSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await addSplitscreen(deps, getPrincipal(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    `${REST_BASE}/statistics/videocomments/:id/export.xls`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The video’s comments and replies as an xlsx workbook (owner or manage_videos)',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment (legacy path, xlsx content). Cells that would start a formula are neutralised.`,
        params: VideoParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const { video, comments } = await videoCommentsForExport(deps, getPrincipal(request), request.params.id);
      const workbook = await videoCommentsWorkbook(video.title, comments, request.query.lang);
      privateFileHeaders(reply, {
        contentType: XLSX_CONTENT_TYPE,
        disposition: contentDisposition('attachment', `video-${video.id}-comments.xlsx`),
        size: workbook.length,
        csp: MEDIA_SANDBOX_CSP,
      });
      return reply.send(workbook);
    },
  );
}
