// GET /og, GET /og/{id} (spec §7 "Courses") and the course cockpit overview. Thin: the service decides.
import {
  CourseCockpitSchema,
  CourseListResponseSchema,
  CourseParamsSchema,
  CourseSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { getCourse, getCourseCockpit, listCourses, type LearnerProgressShare } from './courses.service.ts';

export interface CourseRoutesOptions {
  db: Database;
  /** From the assignments feature (app.ts hands it in): a learner's completed share, shown on the course. */
  learnerProgressShare: LearnerProgressShare;
}

export async function courseRoutes(app: FastifyInstance, { db, learnerProgressShare }: CourseRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/og`,
    {
      schema: {
        tags: ['courses'],
        summary: 'The courses the user may open, grouped by site name (spec §3 Course groups)',
        description:
          'Members see their courses; campus admins every course; campus managers every course of their campus. Soft-deleted courses never appear.',
        response: { 200: CourseListResponseSchema, 401: ProblemSchema },
      },
    },
    async (request) => listCourses(db, getPrincipal(request)),
  );

  routes.get(
    `${REST_BASE}/og/:id`,
    {
      schema: {
        tags: ['courses'],
        summary: 'One course with every field of spec §3 (roles, permissions, menu, legal state …)',
        description:
          'A course the user may not see (not a member, deleted, or unknown) is 404, never 403. X-Student-Mode: 1 turns staff permissions into student ones.',
        params: CourseParamsSchema,
        response: { 200: CourseSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getCourse(db, learnerProgressShare, getPrincipal(request), request.params.id),
  );

  routes.get(
    `${REST_BASE}/og/:id/cockpit`,
    {
      schema: {
        tags: ['courses'],
        summary: 'Course cockpit overview: members per role',
        description:
          'Needs access_cockpit; students (and staff in student mode) get 403 COCKPIT_FORBIDDEN, the server side of the cockpit guard of spec §5.',
        params: CourseParamsSchema,
        response: { 200: CourseCockpitSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getCourseCockpit(db, getPrincipal(request), request.params.id),
  );
}
