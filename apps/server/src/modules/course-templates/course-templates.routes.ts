// Course templates (issue 18; spec §2 `/use-template/{id}`, §6 template permission): GET|PUT
// /og/{id}/template, GET /templates, GET /use-template/{id} and POST /use-template/{id}. Thin: the
// service decides.
import {
  CourseParamsSchema,
  CourseTemplateFlagInputSchema,
  CourseTemplateFlagSchema,
  CourseTemplateListSchema,
  CourseTemplateSchema,
  REST_BASE,
  UseTemplateInputSchema,
  UseTemplateResponseSchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import type { FileStore } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import {
  getTemplate,
  getTemplateFlag,
  listTemplates,
  saveTemplateFlag,
  useTemplate,
  type CourseTemplateDeps,
} from './course-templates.service.ts';

export interface CourseTemplateRoutesOptions {
  db: Database;
  files: FileStore;
  now?: () => Date;
}

const TAGS = ['course-templates'];
const PERMISSION =
  'Needs the template permission of spec §6 on the caller’s campus: campus_manager (admins count as every campus role), or a moderator role (manager, instructor) in any course of the campus; not in student mode. Others 403 COURSE_TEMPLATES_FORBIDDEN.';
const ADMINISTER = 'Those who administer the course (its managers and instructors, campus managers of its campus, admins); other members 403, 404 when the caller cannot see the course.';

export async function courseTemplateRoutes(app: FastifyInstance, options: CourseTemplateRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: CourseTemplateDeps = { db: options.db, files: options.files, log: app.log, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/og/:id/template`,
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the course is a course template',
        description: ADMINISTER,
        params: CourseParamsSchema,
        response: { 200: CourseTemplateFlagSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getTemplateFlag(deps, getPrincipal(request), request.params.id),
  );

  routes.put(
    `${REST_BASE}/og/:id/template`,
    {
      preValidation: courseVisibleFirst(options.db, 'params', CourseParamsSchema, (params) => params.id),
      schema: {
        tags: TAGS,
        summary: 'Mark a course as a template of its campus, or unmark it',
        description: `${ADMINISTER} They also need the template permission (spec §6), which administering a course implies. A template stays an ordinary course for its members.`,
        params: CourseParamsSchema,
        body: CourseTemplateFlagInputSchema,
        response: { 200: CourseTemplateFlagSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveTemplateFlag(deps, getPrincipal(request), request.params.id, request.body.isTemplate),
  );

  routes.get(
    `${REST_BASE}/templates`,
    {
      schema: {
        tags: TAGS,
        summary: 'The course templates of the caller’s campus, with what using one copies',
        description: PERMISSION,
        response: { 200: CourseTemplateListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listTemplates(deps, getPrincipal(request)),
  );

  routes.get(
    `${REST_BASE}/use-template/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One course template with what using it copies (the use-template screen)',
        description: `${PERMISSION} A course of another campus, one that is no template, or a deleted one: 404.`,
        params: CourseParamsSchema,
        response: { 200: CourseTemplateSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getTemplate(deps, getPrincipal(request), request.params.id),
  );

  routes.post(
    `${REST_BASE}/use-template/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Create a course from a template; the caller becomes its manager',
        description: `${PERMISSION} A course of another campus, one that is no template, or a deleted one: 404. The new course is in the template's campus and site with its course type, description and config; the assignments are copied as drafts (texts, target groups, attachments; due dates move with the start date), the learning path keeps its sections and the steps on copied assignments and documents, the course documents keep their folders and files. Members, submissions, content, videos and progress are not copied. The dates follow the course form's rules (start not before today, end not before start; VALIDATION_FAILED with field errors); without them the course starts today and runs as long as the template.`,
        params: CourseParamsSchema,
        body: UseTemplateInputSchema,
        response: { 201: UseTemplateResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await useTemplate(deps, getPrincipal(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );
}
