// Editing the own account (settings, issue 16): GET/PUT /user/me/account (display name), PUT
// /user/me/email, POST/DELETE /user/me/picture, the served picture, and POST /accounts for campus
// admins. The password change is auth's POST /user/me/password. Thin: account.service.ts decides.
import {
  ACCOUNT_PICTURE_MAX_BYTES,
  AccountCreateInputSchema,
  AccountSchema,
  AccountUpdateInputSchema,
  EmailChangeInputSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { SANDBOX_CSP, filePart, registerSingleFileMultipart, requireMultipart } from '../../lib/http-files.ts';
import { mediaToolPaths, type MediaToolPaths } from '../../lib/media-tools.ts';
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import {
  PICTURE_URL_BASE,
  changeEmail,
  createAccount,
  getAccount,
  openPicture,
  removePicture,
  updateAccount,
  uploadPicture,
  type AccountDeps,
  type ReceivedPicture,
} from './account.service.ts';

export interface AccountRoutesOptions {
  db: Database;
  env: Pick<Env, 'DATA_DIR' | 'FFMPEG_PATH' | 'FFPROBE_PATH'>;
  /** Defaults to the disk store under DATA_DIR/files. */
  files?: FileStore;
  /** Defaults to mediaToolPaths(env). */
  media?: MediaToolPaths;
}

/** The multipart field of the picture upload. */
export const PICTURE_FIELD = 'picture';
const TAGS = ['account'];
const ME = `${REST_BASE}/user/me`;
/** A picture's bytes never change under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const PictureParamsSchema = z.object({ name: z.string().max(100) });

/** The own account is personal data: never kept by a shared cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const deps: AccountDeps = {
    db: options.db,
    store: options.files ?? fileStoreFromEnv(options.env),
    media: options.media ?? mediaToolPaths(options.env),
    log: app.log,
  };
  // Only this plugin's routes parse multipart (Fastify encapsulation); one file per request.
  await registerSingleFileMultipart(app, ACCOUNT_PICTURE_MAX_BYTES);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${ME}/account`,
    {
      onRequest: requireUser,
      schema: { tags: TAGS, summary: 'The own account as the settings screen edits it', response: { 200: AccountSchema, 401: ProblemSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return getAccount(deps, getPrincipal(request));
    },
  );

  routes.put(
    `${ME}/account`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Change the own display name (1–100 characters, plain text)',
        body: AccountUpdateInputSchema,
        response: { 200: AccountSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return updateAccount(deps, getPrincipal(request), request.body.display_name);
    },
  );

  routes.put(
    `${ME}/email`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Change the own e-mail address (the current password confirms it)',
        description:
          'A wrong current password is 400 with the field error ACCOUNT_CURRENT_PASSWORD_WRONG; an address another account has is 409 ACCOUNT_EMAIL_TAKEN; an account without a password (campus sign-on only) is 409 ACCOUNT_SSO_ONLY; not while impersonating (403).',
        body: EmailChangeInputSchema,
        response: { 200: AccountSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return changeEmail(deps, getPrincipal(request), request.body);
    },
  );

  routes.post(
    `${ME}/picture`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: `Upload the own picture: multipart/form-data, field "${PICTURE_FIELD}"`,
        description: `PNG, JPEG, GIF or WebP by content (415 IMAGE_TYPE_NOT_ALLOWED), at most ${ACCOUNT_PICTURE_MAX_BYTES} bytes (413 IMAGE_TOO_LARGE); re-encoded without metadata (422 IMAGE_PROCESSING_FAILED when it cannot be decoded). Replaces the previous picture.`,
        consumes: ['multipart/form-data'],
        response: { 200: AccountSchema, 400: ProblemSchema, 401: ProblemSchema, 413: ProblemSchema, 415: ProblemSchema, 422: ProblemSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, `Send the picture as multipart/form-data field "${PICTURE_FIELD}".`);
      noStore(reply);
      return uploadPicture(deps, getPrincipal(request), async (): Promise<ReceivedPicture> => {
        const part = await filePart(request, PICTURE_FIELD);
        if (!part) return undefined;
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) return { tooLarge: true };
        return { bytes: Buffer.concat(chunks) };
      });
    },
  );

  routes.delete(
    `${ME}/picture`,
    {
      onRequest: requireUser,
      schema: { tags: TAGS, summary: 'Remove the own picture', response: { 200: AccountSchema, 401: ProblemSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return removePicture(deps, getPrincipal(request));
    },
  );

  routes.get(
    `${PICTURE_URL_BASE}/:name`,
    {
      schema: {
        tags: TAGS,
        summary: 'An account picture, for anyone holding its URL (a new 128-bit random name per upload)',
        description: 'Served with its stored image type, nosniff and a sandboxing CSP; immutable.',
        params: PictureParamsSchema,
        response: { 200: z.unknown().describe('The image'), 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const opened = await openPicture(deps, request.params.name);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX_CSP)
        .header('cache-control', IMMUTABLE)
        .header('content-type', opened.row.contentType)
        .header('content-disposition', `inline; filename="picture.${opened.extension}"`)
        .header('content-length', String(opened.size))
        .send(opened.stream);
    },
  );

  routes.post(
    `${REST_BASE}/accounts`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Campus admins: add a password account to a campus',
        description: 'Not in student mode (403). The password rules of the own password change apply (400); a taken e-mail is 409 ACCOUNT_EMAIL_TAKEN.',
        body: AccountCreateInputSchema,
        response: { 201: AccountSchema, ...PROBLEM_RESPONSES, 409: ProblemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAccount(deps, getPrincipal(request), request.body)),
  );
}
