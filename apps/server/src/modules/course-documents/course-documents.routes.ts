// The course documents endpoints (spec §2 course-documents; bodies designed here, schemas in
// @campus/shared): GET /course-documents?og, folders (POST, PUT, DELETE), files (multipart upload,
// download as an attachment, DELETE). Thin: the service decides; multipart is registered here only.
import {
  COURSE_DOCUMENT_FILE_FIELD,
  COURSE_DOCUMENT_LIMITS,
  CourseDocumentsQuerySchema,
  CourseDocumentsResponseSchema,
  CourseFileParamsSchema,
  CourseFileSchema,
  CourseFileUploadQuerySchema,
  CourseFolderCreateInputSchema,
  CourseFolderCreateQuerySchema,
  CourseFolderParamsSchema,
  CourseFolderSchema,
  CourseFolderUpdateInputSchema,
  ProblemSchema,
  REST_BASE,
  downloadContentType,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { SANDBOX_CSP, privateFileHeaders, registerSingleFileMultipart, requireMultipart, uploadedFile } from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse, noContentResponse } from '../../lib/route-schemas.ts';
import { contentDisposition, fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import {
  createCourseFolder,
  editCourseFolder,
  listCourseDocuments,
  openCourseFile,
  removeCourseFile,
  removeCourseFolder,
  requireVisibleFolder,
  uploadCourseFile,
  type CourseDocumentDeps,
} from './course-documents.service.ts';

export interface CourseDocumentRoutesOptions {
  db: Database;
  env: Pick<Env, 'DATA_DIR'>;
  /** Defaults to the disk store under DATA_DIR/files. */
  files?: FileStore;
  /** Bytes per uploaded file; defaults to COURSE_DOCUMENT_LIMITS.fileMaxBytes. */
  maxFileBytes?: number;
}

const TAGS = ['course-documents'];
const BASE = `${REST_BASE}/course-documents`;

export async function courseDocumentRoutes(app: FastifyInstance, options: CourseDocumentRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const maxFileBytes = options.maxFileBytes ?? COURSE_DOCUMENT_LIMITS.fileMaxBytes;
  const deps: CourseDocumentDeps = { db: options.db, files: options.files ?? fileStoreFromEnv(options.env), maxFileBytes };
  // Only this plugin's routes parse multipart (Fastify encapsulation); one file per request.
  await registerSingleFileMultipart(app, maxFileBytes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the resource the id names is checked first (plugins/access-first.ts).
  const courseFirst = courseVisibleFirst(options.db, 'query', CourseFolderCreateQuerySchema, (query) => query.og);
  const folderFirst = accessFirst('params', CourseFolderParamsSchema, (principal, params) => requireVisibleFolder(deps, principal, params.id));

  routes.get(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: "The course's folders and files, with what the user may do (spec §2 course-documents)",
        description: 'Any member who can see the course; a course the user may not see is 404.',
        querystring: CourseDocumentsQuerySchema,
        response: { 200: CourseDocumentsResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listCourseDocuments(deps, getPrincipal(request), request.query.og),
  );

  routes.post(
    `${BASE}/folders`,
    {
      preValidation: courseFirst,
      schema: {
        tags: TAGS,
        summary: 'Create a folder (create_course_folders)',
        description: `Names are unique among siblings regardless of case (409 FOLDER_NAME_TAKEN); at most ${COURSE_DOCUMENT_LIMITS.folderDepthMax} levels (400 FOLDER_DEPTH_EXCEEDED).`,
        querystring: CourseFolderCreateQuerySchema,
        body: CourseFolderCreateInputSchema,
        response: { 201: CourseFolderSchema, ...PROBLEM_RESPONSES, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const folder = await createCourseFolder(deps, getPrincipal(request), request.query.og, request.body);
      return reply.status(201).send(folder);
    },
  );

  routes.put(
    `${BASE}/folders/:id`,
    {
      preValidation: folderFirst,
      schema: {
        tags: TAGS,
        summary: 'Rename and/or move a folder (create_course_folders)',
        description: 'A folder cannot go into itself or a subfolder (400 FOLDER_CYCLE); names stay unique among siblings (409 FOLDER_NAME_TAKEN).',
        params: CourseFolderParamsSchema,
        body: CourseFolderUpdateInputSchema,
        response: { 200: CourseFolderSchema, ...PROBLEM_RESPONSES, 409: ProblemSchema },
      },
    },
    async (request) => editCourseFolder(deps, getPrincipal(request), request.params.id, request.body),
  );

  routes.delete(
    `${BASE}/folders/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a folder with its subfolders and files (create_course_folders)',
        params: CourseFolderParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeCourseFolder(deps, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    `${BASE}/files`,
    {
      schema: {
        tags: TAGS,
        summary: `Upload a file (create_file_content): multipart/form-data, field "${COURSE_DOCUMENT_FILE_FIELD}"; no folderId: the top level`,
        description: `At most ${maxFileBytes} bytes (413); an empty file is 400 COURSE_FILE_EMPTY. The name keeps no path and no control characters.`,
        consumes: ['multipart/form-data'],
        querystring: CourseFileUploadQuerySchema,
        response: { 201: CourseFileSchema, ...PROBLEM_RESPONSES, 413: ProblemSchema, 415: ProblemSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, 'Send the file as multipart/form-data.');
      // Only after the permission checks, when the service asks, is the upload read.
      const file = await uploadCourseFile(deps, getPrincipal(request), request.query.og, request.query.folderId ?? null, () =>
        uploadedFile(request, COURSE_DOCUMENT_FILE_FIELD),
      );
      return reply.status(201).send(file);
    },
  );

  routes.get(
    `${BASE}/files/:id/download`,
    {
      schema: {
        tags: TAGS,
        summary: 'A file’s bytes, always as Content-Disposition: attachment',
        description: 'Served as application/octet-stream unless the stored type is on a short safe list (PDF, raster images, office documents, plain text); never HTML or SVG.',
        params: CourseFileParamsSchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const { file, stream, size } = await openCourseFile(deps, getPrincipal(request), request.params.id);
      privateFileHeaders(reply, {
        contentType: downloadContentType(file.contentType),
        disposition: contentDisposition('attachment', file.fileName),
        size,
        csp: SANDBOX_CSP,
      });
      return reply.send(stream);
    },
  );

  routes.delete(
    `${BASE}/files/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a file: its uploader or a course moderator (administer_course)',
        params: CourseFileParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeCourseFile(deps, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
