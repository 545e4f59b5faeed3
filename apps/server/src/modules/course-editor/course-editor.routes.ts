// GET /og/course-config/load/{type}, GET /og/course-config/edit/{id}, POST /og, PUT /og/{id},
// DELETE /og/{id} (spec §7 "Courses") and POST /og/{id}/restore. Thin: the service decides.
import {
  CourseConfigSchema,
  CourseConfigTypeParamsSchema,
  CourseCreateQuerySchema,
  CourseParamsSchema,
  CourseSaveInputSchema,
  CourseSaveResponseSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Database } from '../../db/client.ts';
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { getPrincipal, requireAdmin, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body.ts';
import {
  createCourse,
  deleteCourse,
  loadCourseConfig,
  loadNewCourseConfig,
  restoreDeletedCourse,
  updateCourseFromPayload,
} from './course-editor.service.ts';

export interface CourseEditorRoutesOptions {
  db: Database;
}

/**
 * The save payload is documented with CourseSaveInputSchema but validated by the service, which
 * needs the situation (new course, today, the campus's target group rule) to report every field
 * error at once; params and query strings are validated here as usual.
 */
function payloadCheckedByService<S>(route: FastifyRouteSchemaDef<S>): ReturnType<FastifySchemaCompiler<S>> {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  // Every other part of these routes carries a zod schema, as the app-wide compiler expects.
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<$ZodType>);
}

const PAYLOAD = `Body: the Course save payload of spec §3, validated with the same shared schema as the form (courseSaveSchema). Every failed rule comes back in the problem's \`errors\` with its field path (VALIDATION_FAILED); messages are i18n keys (courseForm.errors.*). category must be a course category (vocabulary 23) of the campus and subcategory one of its child categories (25) — add new ones with POST /terms first; course_target_group values come from course_target_group_options; typed video topics are added to vocabulary 18. Fields the course type does not show are stored empty.`;

/** Signed-in users (the service checks who may edit); restoring a course is courseRestoreRoutes, for campus admins. */
export async function courseEditorRoutes(app: FastifyInstance, { db }: CourseEditorRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  // Clients send Content-Type: application/json on every request, DELETE included.
  acceptEmptyJsonBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/og/course-config/load/:type`,
    {
      schema: {
        tags: ['course-editor'],
        summary: 'The course config of a new course of a type: defaults and which fields are shown (spec §3)',
        description:
          'For campus managers and admins (403 FORBIDDEN otherwise); self_learning and compact_learning only where the campus offers them (403 COURSE_TYPE_NOT_ALLOWED). `?domain=` picks the campus, else the user\'s own.',
        params: CourseConfigTypeParamsSchema,
        querystring: CourseCreateQuerySchema,
        response: { 200: CourseConfigSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => loadNewCourseConfig(db, getPrincipal(request), request.params.type, request.query),
  );

  routes.get(
    `${REST_BASE}/og/course-config/edit/:id`,
    {
      schema: {
        tags: ['course-editor'],
        summary: 'The course config of an existing course: its values and which fields are shown (spec §3)',
        description:
          'For the managers of the course (administer_course), campus managers and admins; 403 for other members, 404 when the user cannot see the course. start_date.editable is false once the course has started.',
        params: CourseParamsSchema,
        response: { 200: CourseConfigSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => loadCourseConfig(db, getPrincipal(request), request.params.id),
  );

  routes.post(
    `${REST_BASE}/og`,
    {
      validatorCompiler: payloadCheckedByService,
      schema: {
        tags: ['course-editor'],
        summary: 'Create a course; the creator becomes its manager',
        description: `Campus managers and admins (403 otherwise); self_learning and compact_learning only where the campus offers them. \`?domain=\` picks the campus, else the user's own. A start date before today is refused. ${PAYLOAD}`,
        querystring: CourseCreateQuerySchema,
        body: CourseSaveInputSchema,
        response: { 201: CourseSaveResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const saved = await createCourse(db, getPrincipal(request), request.body as unknown, request.query);
      return reply.status(201).send(saved);
    },
  );

  routes.put(
    `${REST_BASE}/og/:id`,
    {
      validatorCompiler: payloadCheckedByService,
      schema: {
        tags: ['course-editor'],
        summary: 'Update a course',
        description: `The managers of the course (administer_course), campus managers and admins; 404 when the user cannot see the course. A start date already past stays as it is. Changing course_type needs the right to create that type. ${PAYLOAD}`,
        params: CourseParamsSchema,
        body: CourseSaveInputSchema,
        response: { 200: CourseSaveResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => updateCourseFromPayload(db, getPrincipal(request), request.params.id, request.body as unknown),
  );

  routes.delete(
    `${REST_BASE}/og/:id`,
    {
      schema: {
        tags: ['course-editor'],
        summary: 'Delete a course (soft delete: the data stays and an admin can restore it)',
        description: 'The managers of the course, campus managers and admins. Afterwards the course is 404 for everyone.',
        params: CourseParamsSchema,
        response: { 204: z.null().describe('Deleted; no body'), ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteCourse(db, getPrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** POST /og/{id}/restore: campus admins only. */
export async function courseRestoreRoutes(app: FastifyInstance, { db }: CourseEditorRoutesOptions): Promise<void> {
  // Clients send Content-Type: application/json on every request, restore included.
  acceptEmptyJsonBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    `${REST_BASE}/og/:id/restore`,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['course-editor'],
        summary: 'Restore a deleted course (campus admins)',
        description: 'Undoes DELETE /og/{id}; restoring a course that is not deleted changes nothing. No body.',
        params: CourseParamsSchema,
        response: { 200: CourseSaveResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => restoreDeletedCourse(db, request.params.id),
  );
}
