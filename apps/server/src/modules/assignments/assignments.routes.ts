// The assignment endpoints (spec §7 "Assignments": GET /assignments?og=&includeVideos=, GET|PUT|DELETE
// /assignments/{id}, POST /assignments) plus progress, attachments, cockpit data and xlsx exports.
// Thin: the service decides; multipart is registered here only, for the attachment upload.
import {
  ASSIGNMENT_ATTACHMENT_FIELD,
  ASSIGNMENT_LIMITS,
  AssignmentAttachmentParamsSchema,
  AssignmentAttachmentQuerySchema,
  AssignmentAttachmentSchema,
  AssignmentCockpitExportQuerySchema,
  AssignmentCockpitQuerySchema,
  AssignmentCockpitSchema,
  AssignmentCreateInputSchema,
  AssignmentExportQuerySchema,
  AssignmentFormOptionsQuerySchema,
  AssignmentFormOptionsSchema,
  AssignmentListQuerySchema,
  AssignmentListResponseSchema,
  AssignmentParamsSchema,
  AssignmentProgressInputSchema,
  AssignmentProgressResponseSchema,
  AssignmentSchema,
  AssignmentsCourseCockpitSchema,
  AssignmentUpdateInputSchema,
  ProblemSchema,
  REST_BASE,
  XLSX_CONTENT_TYPE,
} from '@campus/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import {
  MEDIA_SANDBOX_CSP,
  privateFileHeaders,
  registerSingleFileMultipart,
  requireMultipart,
  uploadedFile,
} from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse, noContentResponse } from '../../lib/route-schemas.ts';
import { contentDisposition, fileStoreFromEnv, type FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import { assignmentCockpitWorkbook, courseCockpitWorkbook } from './assignments.export.ts';
import { addAttachment, openAttachment, removeAttachment } from './assignments.attachments.ts';
import { assignmentCockpit, courseCockpit } from './assignments.cockpit.ts';
import { assignmentContext, createAssignmentDeps } from './assignments.context.ts';
import type { OnAssignmentPublished } from './assignments.events.sources.ts';
import {
  assignmentFormOptions,
  createAssignment,
  editAssignment,
  getAssignment,
  listAssignments,
  removeAssignment,
} from './assignments.crud.ts';
import { setAssignmentProgress } from './assignments.progress.ts';
import type { AssignmentSources } from './assignments.sources.ts';

export interface AssignmentRoutesOptions {
  db: Database;
  env: Pick<Env, 'DATA_DIR'>;
  /** Defaults to the disk store under DATA_DIR/files. */
  files?: FileStore;
  /** Videos and submissions linked to assignments, from the features that own them. */
  sources?: AssignmentSources;
  /** Told when an assignment is published (e.g. for notifications). */
  onPublished?: OnAssignmentPublished;
}

const TAGS = ['assignments'];
const BASE = `${REST_BASE}/assignments`;

/** Types a browser may show in place; anything else (HTML, SVG, scripts …) is always a download. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/ogg',
  'video/mp4',
  'video/webm',
]);

/** Files we serve never run as a page of ours and are never sniffed into something else. */
function fileHeaders(reply: FastifyReply, contentType: string, disposition: string, size: number): void {
  // Browsers refuse to show a PDF in a sandboxed document; every other type gets the sandbox.
  privateFileHeaders(reply, { contentType, disposition, size, csp: contentType === 'application/pdf' ? null : MEDIA_SANDBOX_CSP });
}

export async function assignmentRoutes(app: FastifyInstance, options: AssignmentRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps = createAssignmentDeps({
    db: options.db,
    files: options.files ?? fileStoreFromEnv(options.env),
    sources: options.sources,
    onPublished: options.onPublished,
    log: app.log,
  });
  // Only this plugin's routes parse multipart (Fastify encapsulation); one file per request.
  await registerSingleFileMultipart(app, ASSIGNMENT_LIMITS.attachmentMaxBytes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the resource the id names is checked first (plugins/access-first.ts).
  const courseFirst = courseVisibleFirst(options.db, 'query', AssignmentListQuerySchema.pick({ og: true }), (query) => query.og);
  const assignmentFirst = accessFirst('params', AssignmentParamsSchema, (principal, params) => assignmentContext(deps, principal, params.id));

  routes.get(
    BASE,
    {
      preValidation: courseFirst,
      schema: {
        tags: TAGS,
        summary: "The course's assignments as the user sees them (spec §7), with their status and the share completed",
        description:
          'Students and members see published assignments meant for them (target groups, workgroups); mentors every published one; managers and instructors (access_cockpit) drafts too. A course the user may not see is 404. `videos` is included only with includeVideos=true.',
        querystring: AssignmentListQuerySchema,
        response: { 200: AssignmentListResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listAssignments(deps, getPrincipal(request), request.query),
  );

  routes.post(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Create an assignment (access_cockpit)',
        description: 'The description is sanitized rich text. Groups have no assignments (409 ASSIGNMENTS_NOT_IN_GROUPS).',
        body: AssignmentCreateInputSchema,
        response: { 201: AssignmentSchema, ...PROBLEM_RESPONSES, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const created = await createAssignment(deps, getPrincipal(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    `${BASE}/options`,
    {
      schema: {
        tags: TAGS,
        summary: 'Target groups and workgroups the create/edit form offers (access_cockpit)',
        querystring: AssignmentFormOptionsQuerySchema,
        response: { 200: AssignmentFormOptionsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => assignmentFormOptions(deps, getPrincipal(request), request.query.og),
  );

  routes.get(
    `${BASE}/cockpit`,
    {
      schema: {
        tags: TAGS,
        summary: 'Course cockpit: students and members × assignments with status, last activity and submissions',
        description: 'Needs access_cockpit; students (and staff in student mode) get 403 COCKPIT_FORBIDDEN (spec §5, §6).',
        querystring: AssignmentCockpitQuerySchema,
        response: { 200: AssignmentsCourseCockpitSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => courseCockpit(deps, getPrincipal(request), request.query.og),
  );

  routes.get(
    `${BASE}/cockpit/export`,
    {
      schema: {
        tags: TAGS,
        summary: 'Course cockpit as an xlsx workbook (legacy /course-{id}/exercises/course_cockpit/export/all/xlsx)',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment. Cells that would start a formula are neutralised.`,
        querystring: AssignmentCockpitExportQuerySchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const cockpit = await courseCockpit(deps, getPrincipal(request), request.query.og);
      const workbook = await courseCockpitWorkbook(cockpit, request.query.lang);
      fileHeaders(reply, XLSX_CONTENT_TYPE, contentDisposition('attachment', `course-${cockpit.og_id}-cockpit.xlsx`), workbook.length);
      return reply.send(workbook);
    },
  );

  routes.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One assignment with its attachments, linked videos and the user’s own status',
        description: 'An assignment the user may not see (deleted, draft, not for them, or in a hidden course) is 404.',
        params: AssignmentParamsSchema,
        response: { 200: AssignmentSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getAssignment(deps, getPrincipal(request), request.params.id),
  );

  routes.put(
    `${BASE}/:id`,
    {
      preValidation: assignmentFirst,
      schema: {
        tags: TAGS,
        summary: 'Change an assignment (access_cockpit); absent fields stay as they are',
        params: AssignmentParamsSchema,
        body: AssignmentUpdateInputSchema,
        response: { 200: AssignmentSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => editAssignment(deps, getPrincipal(request), request.params.id, request.body),
  );

  routes.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an assignment (access_cockpit); its id is never used again',
        params: AssignmentParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeAssignment(deps, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    `${BASE}/:id/progress`,
    {
      preValidation: assignmentFirst,
      schema: {
        tags: TAGS,
        summary: 'Set a student status (spec §4): learners their own, staff (access_cockpit) a member’s with uid',
        description:
          'Learners move forward (not_started → in_progress → completed) or reopen a completed assignment; only staff reset to not_started (403 ASSIGNMENT_STATUS_CHANGE_NOT_ALLOWED). An empty assignment of a self-learning course cannot be set by a student (403 ASSIGNMENT_EMPTY). Guests and staff have no status of their own (403 ASSIGNMENT_PROGRESS_NOT_TRACKED).',
        params: AssignmentParamsSchema,
        body: AssignmentProgressInputSchema,
        response: { 200: AssignmentProgressResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => setAssignmentProgress(deps, getPrincipal(request), request.params.id, request.body),
  );

  routes.post(
    `${BASE}/:id/attachments`,
    {
      schema: {
        tags: TAGS,
        summary: `Upload an attachment (access_cockpit): multipart/form-data, field "${ASSIGNMENT_ATTACHMENT_FIELD}"`,
        description: `At most ${ASSIGNMENT_LIMITS.attachmentMaxBytes} bytes per file (413) and ${ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax} files per assignment (409 ASSIGNMENT_ATTACHMENT_LIMIT).`,
        consumes: ['multipart/form-data'],
        params: AssignmentParamsSchema,
        response: { 201: AssignmentAttachmentSchema, ...PROBLEM_RESPONSES, 409: ProblemSchema, 413: ProblemSchema, 415: ProblemSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, 'Send the attachment as multipart/form-data.');
      // Only after the permission checks, when the service asks, is the upload read.
      const attachment = await addAttachment(deps, getPrincipal(request), request.params.id, () =>
        uploadedFile(request, ASSIGNMENT_ATTACHMENT_FIELD),
      );
      return reply.status(201).send(attachment);
    },
  );

  routes.get(
    `${BASE}/:id/attachments/:attachmentId`,
    {
      preValidation: assignmentFirst,
      schema: {
        tags: TAGS,
        summary: 'An attachment’s file (item_url); with download=1 served as Content-Disposition: attachment',
        description: 'Only a few harmless types (PDF, plain text, common images, audio and video) are ever shown inline.',
        params: AssignmentAttachmentParamsSchema,
        querystring: AssignmentAttachmentQuerySchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const opened = await openAttachment(deps, getPrincipal(request), request.params.id, request.params.attachmentId);
      const { attachment } = opened;
      // Anything not known to be harmless is a download, whatever the flag says.
      const inline = !request.query.download && INLINE_TYPES.has(attachment.contentType);
      fileHeaders(reply, attachment.contentType, contentDisposition(inline ? 'inline' : 'attachment', attachment.name), opened.size);
      return reply.send(opened.stream);
    },
  );

  routes.delete(
    `${BASE}/:id/attachments/:attachmentId`,
    {
      schema: {
        tags: TAGS,
        summary: 'Remove an attachment (access_cockpit)',
        params: AssignmentAttachmentParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeAttachment(deps, getPrincipal(request), request.params.id, request.params.attachmentId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    `${BASE}/:id/cockpit`,
    {
      schema: {
        tags: TAGS,
        summary: 'Assignment cockpit: every member it is for, with status, last activity and submitted work',
        description: 'Needs access_cockpit; students get 403 COCKPIT_FORBIDDEN.',
        params: AssignmentParamsSchema,
        response: { 200: AssignmentCockpitSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => assignmentCockpit(deps, getPrincipal(request), request.params.id),
  );

  routes.get(
    `${BASE}/:id/cockpit/export`,
    {
      schema: {
        tags: TAGS,
        summary: 'Assignment cockpit as an xlsx workbook (legacy /node/{id}/cockpit/download/all)',
        description: `Answers ${XLSX_CONTENT_TYPE} as an attachment. Cells that would start a formula are neutralised.`,
        params: AssignmentParamsSchema,
        querystring: AssignmentExportQuerySchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const cockpit = await assignmentCockpit(deps, getPrincipal(request), request.params.id);
      const workbook = await assignmentCockpitWorkbook(cockpit, request.query.lang);
      fileHeaders(
        reply,
        XLSX_CONTENT_TYPE,
        contentDisposition('attachment', `assignment-${cockpit.assignment.id}-cockpit.xlsx`),
        workbook.length,
      );
      return reply.send(workbook);
    },
  );
}
