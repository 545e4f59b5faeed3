// GET /campus, GET /campus/{domainId}/{type}, POST /campus/{domainId}/{type}/{id}/{0|1} (spec §7 "Courses").
import {
  CampusCollapseParamsSchema,
  CampusCollapseResponseSchema,
  CampusCoursePageSchema,
  CampusListParamsSchema,
  CampusListQuerySchema,
  CampusSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { getCurrentCampus } from './campus-access.ts';
import { listCampusCoursePage, setSectionCollapsed } from './campus.service.ts';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body.ts';

export interface CampusRoutesOptions {
  db: Database;
}

const TYPE_DESCRIPTION =
  '`{type}` is `courses` (the campus\'s courses) or `groups` (its groups, i.e. courses of kind group).';

export async function campusRoutes(app: FastifyInstance, { db }: CampusRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  acceptEmptyJsonBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/campus`,
    {
      schema: {
        tags: ['campus'],
        summary: "The user's campus: colours, the user's campus roles, course-type features (spec §3 Campus)",
        response: { 200: CampusSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getCurrentCampus(db, getPrincipal(request)),
  );

  routes.get(
    `${REST_BASE}/campus/:domainId/:type`,
    {
      schema: {
        tags: ['campus'],
        summary: 'The campus dashboard list: the courses (or groups) of a campus the user may open, 30 a page',
        description: `${TYPE_DESCRIPTION} Members see their own; campus admins and campus managers every one. Ordered by section (site) name, then title. \`filter\`: case-insensitive text in the title; \`course_type\`: one course type. A campus the user does not belong to is 404.`,
        params: CampusListParamsSchema,
        querystring: CampusListQuerySchema,
        response: { 200: CampusCoursePageSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => listCampusCoursePage(db, getPrincipal(request), request.params, request.query),
  );

  routes.post(
    `${REST_BASE}/campus/:domainId/:type/:id/:collapsed`,
    {
      schema: {
        tags: ['campus'],
        summary: "Remember a campus dashboard section as folded (1) or unfolded (0) for this user",
        description: `${TYPE_DESCRIPTION} \`{id}\` is a section of that list: a site id of the campus, or 0 for courses without a site. No body.`,
        params: CampusCollapseParamsSchema,
        response: { 200: CampusCollapseResponseSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => setSectionCollapsed(db, getPrincipal(request), request.params),
  );
}
