// Editor images (spec §7): POST /files/upload/editor?og= (multipart field "upload") and
// GET /files/editor/:name. Thin: editor-images.service.ts decides; multipart is registered here only.
import { EDITOR_IMAGE_MAX_BYTES, ProblemSchema, REST_BASE } from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { SANDBOX_CSP, filePart, registerSingleFileMultipart, requireMultipart } from '../../lib/http-files.ts';
import { mediaToolPaths, type MediaToolPaths } from '../../lib/media-tools.ts';
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import { openEditorImage, uploadEditorImage, type EditorImageDeps, type ReceivedUpload } from './editor-images.service.ts';

export interface FileRoutesOptions {
  db: Database;
  env: Pick<Env, 'DATA_DIR' | 'FFMPEG_PATH' | 'FFPROBE_PATH'>;
  /** Defaults to the disk store under DATA_DIR/files. */
  files?: FileStore;
  /** Defaults to mediaToolPaths(env). */
  media?: MediaToolPaths;
}

/** The multipart field the editor sends (CKEditor/Tiptap upload adapters of the legacy app). */
export const EDITOR_IMAGE_FIELD = 'upload';

const TAGS = ['files'];
const UPLOAD_URL = `${REST_BASE}/files/upload/editor`;
const SERVE_URL = `${REST_BASE}/files/editor/:name`;
/** The bytes behind a name never change, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const EditorImageUploadQuerySchema = z.object({ og: z.coerce.number().int().positive().max(2_147_483_647) });
export const EditorImageUploadResponseSchema = z.object({
  fullPath: z.string().describe('Root-relative URL of the stored image: /api/rest/files/editor/<publicId>.<png|jpg|webp|gif>'),
});
const EditorImageParamsSchema = z.object({ name: z.string().max(100) });

export async function fileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  const deps: EditorImageDeps = {
    db: options.db,
    store: options.files ?? fileStoreFromEnv(options.env),
    media: options.media ?? mediaToolPaths(options.env),
  };
  // Only this plugin's routes parse multipart (Fastify encapsulation); one file per request.
  await registerSingleFileMultipart(app, EDITOR_IMAGE_MAX_BYTES);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    UPLOAD_URL,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: `Upload an image for rich text (create_content, create_news or create_file_content): multipart/form-data, field "${EDITOR_IMAGE_FIELD}"`,
        description: `PNG, JPEG, GIF or WebP by content (415 IMAGE_TYPE_NOT_ALLOWED otherwise, whatever the name or declared type), at most ${EDITOR_IMAGE_MAX_BYTES} bytes (413 IMAGE_TOO_LARGE). The image is re-encoded without metadata, its long side capped at 2560 px; an image that cannot be decoded (e.g. animated WebP) is 422 IMAGE_PROCESSING_FAILED.`,
        consumes: ['multipart/form-data'],
        querystring: EditorImageUploadQuerySchema,
        response: { 201: EditorImageUploadResponseSchema, ...PROBLEM_RESPONSES, 413: ProblemSchema, 415: ProblemSchema, 422: ProblemSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, `Send the image as multipart/form-data field "${EDITOR_IMAGE_FIELD}".`);
      const saved = await uploadEditorImage(deps, getPrincipal(request), request.query.og, async (): Promise<ReceivedUpload> => {
        // Only now, after the permission checks, is the upload read.
        const part = await filePart(request, EDITOR_IMAGE_FIELD);
        if (!part) return undefined;
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) return { tooLarge: true };
        return { bytes: Buffer.concat(chunks), fileName: part.filename };
      });
      return reply.status(201).send(saved);
    },
  );

  routes.get(
    SERVE_URL,
    {
      schema: {
        tags: TAGS,
        summary: 'An editor image, for anyone holding its URL (the 128-bit random name is the capability, decision 0006)',
        description:
          'Served with its stored image type, nosniff and a sandboxing CSP, so it can never render as a page; immutable, with an ETag.',
        params: EditorImageParamsSchema,
        response: { 200: z.unknown().describe('The image'), 304: z.null().describe('Not modified'), 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const opened = await openEditorImage(deps, request.params.name);
      const etag = `"${opened.row.publicId}"`;
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX_CSP)
        .header('cache-control', IMMUTABLE)
        .header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((value) => value.trim().replace(/^W\//, '') === etag)) {
        opened.stream.destroy();
        return reply.status(304).send(null);
      }
      reply
        .header('content-type', opened.row.contentType)
        .header('content-disposition', `inline; filename="image.${opened.extension}"`)
        .header('content-length', String(opened.size));
      return reply.send(opened.stream);
    },
  );
}
