// The learning cockpit (issue 14, `app/learning-cockpit/{uid}`): a learner's progress across their
// courses and their activity per week. Thin: the service decides who reads what.
import { LearningCockpitParamsSchema, LearningCockpitSchema, ProblemSchema, REST_BASE } from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { getLearningCockpit, type LearningCockpitDeps } from './learning-cockpit.service.ts';

export type LearningCockpitRoutesOptions = LearningCockpitDeps;

export async function learningCockpitRoutes(app: FastifyInstance, deps: LearningCockpitRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/learning-cockpit/:uid`,
    {
      schema: {
        tags: ['learning-cockpit'],
        summary: "A learner's courses with their progress and their activity per week (learning cockpit)",
        description:
          'The learner reads their own (every course they learn in). The staff of a course (manager, instructor, mentor, those acting as manager; not in student mode) read a learner’s cockpit with only the courses they staff; anyone else 403. An unknown user is 404. `activity` holds the last weeks (Monday, UTC), oldest first: completed assignments, learning-path steps marked done and content created in the listed courses.',
        params: LearningCockpitParamsSchema,
        response: { 200: LearningCockpitSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getLearningCockpit(deps, getPrincipal(request), request.params.uid),
  );
}
