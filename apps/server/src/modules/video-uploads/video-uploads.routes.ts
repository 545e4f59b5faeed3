// Resumable video uploads (tus 1.0.0, contract-videos.md "Upload") at /api/rest/upload_session, served by
// @tus/server inside Fastify: the Fastify route authenticates (Bearer) and checks ownership, then hands
// the request to the tus server, whose hooks call the service for the rules. Bytes and tus metadata live
// under DATA_DIR/uploads or, with S3 configured, in the bucket (video-uploads.tus-storage.ts), so a partial
// upload survives a restart and its next PATCH may reach another API node; a lock per upload (PostgreSQL
// advisory locks) keeps one writer at a time. A finished upload is probed, moved into the file store and
// becomes a video; the final PATCH answers with `Video-Id`.
// Also GET /api/rest/video-uploads/{uploadId} → { uploadId, videoId, status }.
import { Readable } from 'node:stream';
import {
  ERROR_CODES,
  ProblemSchema,
  REST_BASE,
  VIDEO_ERROR_CODES,
  VideoUploadParamsSchema,
  VideoUploadStateSchema,
} from '@campus/shared';
import { Server as TusServer, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Principal } from '../../auth-core/principal.ts';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { mediaToolPaths } from '../../lib/media-tools.ts';
import { fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { corsHeadersOf } from '../../plugins/cors.ts';
import { deleteVideoUpload, markVideoUploadRefused } from './video-uploads.repository.ts';
import { createTusStorage, type TusStorageEnv } from './video-uploads.tus-storage.ts';
import {
  createVideoUpload,
  finishVideoUpload,
  getVideoUploadState,
  requireOwnUpload,
  uploadMaxBytes,
  uploadNotFound,
} from './video-uploads.service.ts';

export const UPLOAD_SESSION_PATH = `${REST_BASE}/upload_session`;
export const TUS_VERSION = '1.0.0';
/** Answer header of the final PATCH (and HEAD of a finished upload): the new video's id. */
export const VIDEO_ID_HEADER = 'Video-Id';
const TUS_CONTENT_TYPE = 'application/offset+octet-stream';
const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export interface VideoUploadRoutesOptions {
  db: Database;
  env: TusStorageEnv & Pick<Env, 'FFMPEG_PATH' | 'FFPROBE_PATH' | 'VIDEO_UPLOAD_MAX_BYTES'>;
  /** Defaults to fileStoreFromEnv(env). */
  files?: FileStore;
  /** Called with the bytes of every PATCH that tus accepted (the /metrics upload counter). */
  onBytesReceived?: (bytes: number) => void;
  /** Origins that get CORS answers (plugins/cors.ts, the native app); default none. */
  allowsOrigin?: (origin: string) => boolean;
}

/** What the Fastify handler knows about a request the tus server is working on. */
interface TusRequestContext {
  principal: Principal;
  /** A rule refused the request: answered as problem+json instead of tus's plain text. */
  error?: AppError;
}

/** Thrown inside tus hooks; tus answers it, and the route replaces that answer with the AppError. */
function tusError(context: TusRequestContext, error: unknown): { status_code: number; body: string } {
  // Anything unexpected becomes a 500 whose details stay in the log (the error handler logs the cause).
  const appError = error instanceof AppError ? error : new AppError(500, ERROR_CODES.INTERNAL_ERROR, undefined, { cause: error });
  context.error = appError;
  return { status_code: appError.status, body: `${appError.code}\n` };
}

/** No bytes follow the headers: Content-Length 0, or neither a length nor chunked encoding. */
function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return length === '0' || (length === undefined && request.headers['transfer-encoding'] === undefined);
}

function headerRecord(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The Node request as the Fetch `Request` @tus/server works on; the body streams through untouched. */
function toWebRequest(request: FastifyRequest): Request {
  const method = request.raw.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers: headerRecord(request) };
  if (method === 'POST' || method === 'PATCH') {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(`http://localhost${request.raw.url ?? '/'}`, init);
}

async function sendWebResponse(reply: FastifyReply, response: Response, method: string): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  // The CORS headers the cors plugin put on the reply first; tus's own (same origin rule) win.
  const headers: Record<string, string> = corsHeadersOf(reply);
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = method === 'HEAD' || response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  raw.writeHead(response.status, headers);
  raw.end(body);
}

/** Header records merged by lower-cased name, later ones winning (raw writeHead would send both spellings). */
function lowerCaseMerge(...sources: Record<string, string>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of sources) for (const [name, value] of Object.entries(source)) merged[name.toLowerCase()] = value;
  return merged;
}

function tusHeaders(extra: Record<string, string>): Record<string, string> {
  return {
    'Tus-Resumable': TUS_VERSION,
    'Cache-Control': 'no-store',
    'Access-Control-Expose-Headers': `Upload-Offset, Upload-Length, Tus-Resumable, Location, ${VIDEO_ID_HEADER}`,
    ...extra,
  };
}

export async function videoUploadRoutes(app: FastifyInstance, options: VideoUploadRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const { db, env } = options;
  const files = options.files ?? fileStoreFromEnv(env);
  const tools = mediaToolPaths(env);
  const maxBytes = uploadMaxBytes(env);
  const contexts = new WeakMap<Request, TusRequestContext>();
  const contextOf = (request: Request): TusRequestContext => {
    const context = contexts.get(request);
    if (!context) throw new Error('tus request without context');
    return context;
  };

  const storage = createTusStorage(env);
  app.addHook('onClose', () => storage.close());
  const tus = new TusServer({
    path: UPLOAD_SESSION_PATH,
    datastore: storage.datastore,
    locker: storage.locker,
    relativeLocation: true,
    respectForwardedHeaders: false,
    maxSize: maxBytes,
    exposedHeaders: [VIDEO_ID_HEADER, 'Upload-Expires', 'X-Request-Id'],
    // tus answers CORS like the rest of the API (plugins/cors.ts): listed origins only, else no header.
    allowedOrigins: (origin) => (options.allowsOrigin ?? (() => false))(origin),
    // Upload ids are random; metadata never names the file on disk.
    async onUploadCreate(request, upload) {
      const context = contextOf(request);
      try {
        await createVideoUpload(db, context.principal, { uploadId: upload.id, size: upload.size, metadata: upload.metadata ?? {} }, maxBytes);
      } catch (error) {
        throw tusError(context, error);
      }
      return {};
    },
    async onUploadFinish(request, upload: Upload) {
      const context = contextOf(request);
      try {
        const local = await storage.finishedFile(upload.id);
        try {
          const videoId = await finishVideoUpload({ db, files, tools }, upload.id, local.path);
          await storage.remove(upload.id);
          return { headers: { [VIDEO_ID_HEADER]: String(videoId) } };
        } finally {
          await local.release();
        }
      } catch (error) {
        // Refused (or broken): the bytes go and the upload is over, whatever happened.
        await storage.remove(upload.id);
        await markVideoUploadRefused(db, upload.id).catch(() => undefined);
        throw tusError(context, error);
      }
    },
    // tus's own failures (e.g. the disk) would carry their message to the client: keep them generic.
    onResponseError(_request, error) {
      if (!('status_code' in error) || error.status_code >= 500) {
        app.log.error({ err: error }, 'tus upload failed');
        return { status_code: 500, body: 'Internal server error\n' };
      }
      return undefined;
    },
  });

  // The tus body is a raw byte stream for the tus server; Fastify must not read it. No other body is
  // taken here: had Fastify's JSON or text parser read the stream, the tus server would find it consumed
  // (a 500). A request labelled otherwise but empty (clients label every request JSON) is fine.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(TUS_CONTENT_TYPE, (_request, _payload, done) => {
    done(null);
  });
  app.addContentTypeParser('*', (request, _payload, done) => {
    if (hasNoBody(request)) {
      done(null);
      return;
    }
    done(new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, `tus requests carry ${TUS_CONTENT_TYPE} or no body.`));
  });

  /** Bytes tus took in with a PATCH (or a POST carrying data): the offset it answers minus the one sent. */
  function countReceivedBytes(request: FastifyRequest, response: Response): void {
    const method = request.raw.method;
    const after = Number(response.headers.get('upload-offset'));
    if (!options.onBytesReceived || (method !== 'PATCH' && method !== 'POST') || !Number.isSafeInteger(after)) return;
    const before = method === 'PATCH' ? Number(request.headers['upload-offset']) : 0;
    if (Number.isSafeInteger(before) && after > before) options.onBytesReceived(after - before);
  }

  /** `beforeAnswer` runs after tus handled the request and before the client hears back. */
  async function handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    beforeAnswer?: (response: Response) => Promise<void>,
  ): Promise<void> {
    const context: TusRequestContext = { principal: getPrincipal(request) };
    const webRequest = toWebRequest(request);
    contexts.set(webRequest, context);
    const response = await tus.handleWeb(webRequest);
    countReceivedBytes(request, response);
    if (context.error) {
      reply.headers(tusHeaders({}));
      throw context.error;
    }
    await beforeAnswer?.(response);
    await sendWebResponse(reply, response, request.raw.method ?? 'GET');
  }

  /** PATCH/HEAD/DELETE: only the user who started the upload; a finished upload is answered here. */
  async function handOverOwn(request: FastifyRequest<{ Params: { uploadId: string } }>, reply: FastifyReply): Promise<void> {
    const { uploadId } = request.params;
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw uploadNotFound();
    const row = await requireOwnUpload(db, getPrincipal(request), uploadId);
    const method = request.raw.method ?? 'GET';
    if (row.videoId !== null && row.size !== null) {
      // The bytes have become a video: the upload is complete at its full length.
      const headers = lowerCaseMerge(corsHeadersOf(reply), tusHeaders({
        'Upload-Offset': String(row.size),
        'Upload-Length': String(row.size),
        [VIDEO_ID_HEADER]: String(row.videoId),
      }));
      if (method === 'PATCH' && request.headers['upload-offset'] !== String(row.size)) {
        throw new AppError(409, ERROR_CODES.CONFLICT, 'The upload is already complete.');
      }
      reply.hijack();
      reply.raw.writeHead(method === 'HEAD' ? 200 : 204, headers);
      reply.raw.end();
      return;
    }
    if (row.completedAt !== null) throw uploadNotFound();
    // A terminated upload's row goes before the 204, so the client never sees it linger.
    await handOver(request, reply, async (response) => {
      if (method === 'DELETE' && response.status === 204) await deleteVideoUpload(db, uploadId);
    });
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['videos'];
  const errorResponses = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 413: ProblemSchema, 415: ProblemSchema };

  typed.post(UPLOAD_SESSION_PATH, {
    schema: { tags, summary: 'Start a resumable (tus 1.0.0) video upload', response: errorResponses },
    handler: async (request, reply) => {
      // Before tus: its own size check would answer in plain text.
      const length = Number(request.headers['upload-length']);
      if (Number.isFinite(length) && length > maxBytes) {
        throw new AppError(413, VIDEO_ERROR_CODES.tooLarge, `Videos may be at most ${maxBytes} bytes.`);
      }
      await handOver(request, reply);
    },
  });
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    typed.route({
      method,
      url: `${UPLOAD_SESSION_PATH}/:uploadId`,
      schema: { tags, summary: `tus ${method} of an upload`, params: VideoUploadParamsSchema, response: errorResponses },
      handler: handOverOwn,
    });
  }

  typed.get(`${REST_BASE}/video-uploads/:uploadId`, {
    schema: {
      tags,
      summary: 'State of an upload: still uploading, refused, or the video it became',
      params: VideoUploadParamsSchema,
      response: { 200: VideoUploadStateSchema, 401: ProblemSchema, 404: ProblemSchema },
    },
    handler: async (request) => getVideoUploadState(db, getPrincipal(request), request.params.uploadId),
  });
}
