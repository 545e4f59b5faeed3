// GET /terms?og&vid, GET /terms/autocomplete?domain&vid&search, GET /terms/search?domain&vid&search and
// POST /terms (spec §7 "Taxonomy"). Thin: the service decides.
import {
  ProblemSchema,
  REST_BASE,
  TaxonomyTermListSchema,
  TaxonomyTermSchema,
  TermCreateInputSchema,
  TermListQuerySchema,
  TermNameListSchema,
  TermSearchQuerySchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { campusVisibleFirst } from '../campus/campus-access.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import { createTerm, listCourseTerms, searchCampusTerms } from './taxonomy.service.ts';

export interface TaxonomyRoutesOptions {
  db: Database;
}

const VOCABULARIES = 'Vocabularies (`vid`): 23 course categories, 25 child categories (children of a category), 18 video topics.';
const PARENT =
  'For vid 25, `parent` (category tid) or `category` (category name, case-insensitive) narrows the list to the children of that category.';

export async function taxonomyRoutes(app: FastifyInstance, { db }: TaxonomyRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authorization before validation (issue 27): the course or campus first, then the rest of the query.
  const courseFirst = courseVisibleFirst(db, 'query', TermListQuerySchema.pick({ og: true }), (query) => query.og);
  const campusFirst = campusVisibleFirst(db, TermSearchQuerySchema.pick({ domain: true }), (query) => query.domain);

  routes.get(
    `${REST_BASE}/terms`,
    {
      preValidation: courseFirst,
      schema: {
        tags: ['taxonomy'],
        summary: "The terms of a vocabulary of the course's campus, sorted by name",
        description: `${VOCABULARIES} ${PARENT} A course the user cannot see is 404.`,
        querystring: TermListQuerySchema,
        response: { 200: TaxonomyTermListSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => listCourseTerms(db, getPrincipal(request), request.query),
  );

  routes.get(
    `${REST_BASE}/terms/autocomplete`,
    {
      preValidation: campusFirst,
      schema: {
        tags: ['taxonomy'],
        summary: 'Terms of a campus vocabulary whose name contains the search text (case-insensitive)',
        description: `${VOCABULARIES} ${PARENT} Names starting with the text come first; at most 20. Empty text gives an empty list. A campus the user does not belong to is 404.`,
        querystring: TermSearchQuerySchema,
        response: { 200: TaxonomyTermListSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => searchCampusTerms(db, getPrincipal(request), request.query),
  );

  routes.get(
    `${REST_BASE}/terms/search`,
    {
      preValidation: campusFirst,
      schema: {
        tags: ['taxonomy'],
        summary: 'The campus-scoped taxonomy search: names only (spec §7)',
        description: `Like /terms/autocomplete, answering the names. ${VOCABULARIES}`,
        querystring: TermSearchQuerySchema,
        response: { 200: TermNameListSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => (await searchCampusTerms(db, getPrincipal(request), request.query)).map((term) => term.name),
  );

  routes.post(
    `${REST_BASE}/terms`,
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Add a term typed by a user to the campus vocabulary (existing names are reused)',
        description: `${VOCABULARIES} \`domain\` (campus) or \`og\` (a course of the campus) names the campus. Campus managers and admins add terms to their campus; course managers through their course. A term of the same name (case-insensitive; for vid 25 under the same category) is answered with 200, a new one with 201. A child category (25) needs its category (\`parent\` tid or \`category\` name).`,
        body: TermCreateInputSchema,
        response: {
          200: TaxonomyTermSchema,
          201: TaxonomyTermSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          403: ProblemSchema,
          404: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const { term, created } = await createTerm(db, getPrincipal(request), request.body);
      return reply.status(created ? 201 : 200).send(term);
    },
  );
}
