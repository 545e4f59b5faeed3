// The caller's progress on a video (issue 14): GET and PUT /videos/{id}/progress. The player reports
// every few seconds while playing, on pause, seek and when the page goes away (keepalive fetch).
import {
  ProblemSchema,
  REST_BASE,
  VIDEO_COMPLETION_PERCENT_DEFAULT,
  VideoParamsSchema,
  VideoProgressInputSchema,
  VideoProgressSchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { getVideoProgress, reportVideoProgress, requireVideo, type VideoProgressAccess, type VideoProgressDeps } from './video-progress.service.ts';

export interface VideoProgressRoutesOptions {
  db: Database;
  env: Pick<Env, 'VIDEO_COMPLETION_PERCENT'>;
  /** Who may see which video: the videos feature's canSeeVideo, handed in by app.ts. */
  videoAccess: VideoProgressAccess;
}

const TAGS = ['videos'];
const PROBLEMS = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema };

export async function videoProgressRoutes(app: FastifyInstance, options: VideoProgressRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: VideoProgressDeps = {
    db: options.db,
    videoAccess: options.videoAccess,
    completionPercent: options.env.VIDEO_COMPLETION_PERCENT ?? VIDEO_COMPLETION_PERCENT_DEFAULT,
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/videos/:id/progress`,
    {
      schema: {
        tags: TAGS,
        summary: 'The caller’s progress on a video: resume position, watched ranges, share and completion',
        description: 'Everyone who may see the video reads their own progress (nothing watched yet: position 0). A hidden or missing video is 404 VIDEO_NOT_FOUND.',
        params: VideoParamsSchema,
        response: { 200: VideoProgressSchema, ...PROBLEMS },
      },
    },
    async (request) => getVideoProgress(deps, getPrincipal(request), request.params.id),
  );

  routes.put(
    `${REST_BASE}/videos/:id/progress`,
    {
      preValidation: accessFirst('params', VideoParamsSchema, (principal, params) => requireVideo(deps, principal, params.id)),
      schema: {
        tags: TAGS,
        summary: 'Report watched ranges and the current position of the caller on a video',
        description:
          'The ranges are merged with the stored ones (at most 64 kept, the shortest dropped first). The video counts as completed once VIDEO_COMPLETION_PERCENT (default 90) of its length was watched; completion stays.',
        params: VideoParamsSchema,
        body: VideoProgressInputSchema,
        response: { 200: VideoProgressSchema, ...PROBLEMS },
      },
    },
    async (request) => reportVideoProgress(deps, getPrincipal(request), request.params.id, request.body),
  );
}
