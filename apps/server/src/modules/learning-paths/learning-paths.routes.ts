// The learning path of a course (issue 14, spec §2 `learning-path`): read it with the caller's progress,
// staff replace it (order, sections, steps), a learner marks a step done. Thin: the service decides.
import {
  LearningPathInputSchema,
  LearningPathParamsSchema,
  LearningPathSchema,
  LearningPathStepParamsSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import { getLearningPath, markStepDone, saveLearningPath, type LearningPathDeps } from './learning-paths.service.ts';

export type LearningPathRoutesOptions = LearningPathDeps;

export async function learningPathRoutes(app: FastifyInstance, deps: LearningPathRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `${REST_BASE}/og/:id/learning-path`;

  routes.get(
    base,
    {
      schema: {
        tags: ['learning-paths'],
        summary: "The course's learning path: sections, steps with the caller's status (done, open, locked) and progress",
        description:
          'Every course member reads it; a course the user may not see is 404. Learners see assignment steps that are for them and videos visible to the course; staff (access_cockpit) see every step, and get `candidates` to add. `exists` is false while the course has no path.',
        params: LearningPathParamsSchema,
        response: { 200: LearningPathSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getLearningPath(deps, getPrincipal(request), request.params.id),
  );

  routes.put(
    base,
    {
      preValidation: courseVisibleFirst(deps.db, 'params', LearningPathParamsSchema, (params) => params.id),
      schema: {
        tags: ['learning-paths'],
        summary: 'Replace the learning path (sections and steps in their new order)',
        description:
          'access_cockpit (managers, instructors; not in student mode), else 403 LEARNING_PATH_EDIT_FORBIDDEN. Every step must point at a live assignment, content item, video or document of the course (400 LEARNING_PATH_STEP_TARGET_INVALID). No sections removes the path. Marked-done records are kept per target, so reordering keeps every learner’s progress.',
        params: LearningPathParamsSchema,
        body: LearningPathInputSchema,
        response: { 200: LearningPathSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => saveLearningPath(deps, getPrincipal(request), request.params.id, request.body),
  );

  routes.post(
    `${base}/steps/:stepId/done`,
    {
      schema: {
        tags: ['learning-paths'],
        summary: 'Mark a content, external-content or document step done for the caller',
        description:
          'Every member but guests (403 LEARNING_PATH_PROGRESS_FORBIDDEN). A step the caller does not see is 404 LEARNING_PATH_STEP_NOT_FOUND; assignment and video steps complete by themselves (409 LEARNING_PATH_STEP_NOT_MANUAL); a locked step is 409 LEARNING_PATH_STEP_LOCKED. Marking a done step again changes nothing.',
        params: LearningPathStepParamsSchema,
        response: { 200: LearningPathSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema },
      },
    },
    async (request) => markStepDone(deps, getPrincipal(request), request.params.id, request.params.stepId),
  );
}
