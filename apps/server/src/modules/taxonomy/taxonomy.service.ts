// Taxonomy rules: which campus's terms a user may read (a course's campus for /terms, a campus they
// belong to for the searches), who may add terms, and how a child category finds its category.
import {
  COURSE_CONFIG_ERRORS,
  ERROR_CODES,
  TERM_SEARCH_LIMIT,
  VOCABULARY,
  type TaxonomyTerm,
  type TermCreateInput,
  type TermListQuery,
  type TermSearchQuery,
  type VocabularyId,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { requireCampusAccess } from '../campus/campus-access.ts';
import { requireCourseAccess } from '../courses/course-access.ts';
import { mayAdministerCourse, runsCampus } from '../courses/courses.policy.ts';
import { presentTerm } from './taxonomy.presenter.ts';
import {
  findTermById,
  findTermByName,
  insertTermIfMissing,
  listTerms,
  searchTerms,
  type TermRow,
  type TermScope,
} from './taxonomy.repository.ts';

/** How a request names the category of child categories: its tid or its name. */
export interface ParentRef {
  parent?: number | undefined;
  category?: string | undefined;
}

/** The category (vocabulary 23 of the campus) a reference points to; undefined when there is none such. */
export async function resolveCategory(db: Database, domainId: number, ref: ParentRef): Promise<TermRow | undefined> {
  if (ref.parent !== undefined) {
    const term = await findTermById(db, ref.parent);
    return term && term.domainId === domainId && term.vid === VOCABULARY.courseCategories ? term : undefined;
  }
  if (ref.category !== undefined && ref.category !== '') {
    return findTermByName(db, { domainId, vid: VOCABULARY.courseCategories }, ref.category);
  }
  return undefined;
}

/**
 * The scope of a listing. Child categories named by a category that does not exist have no terms
 * (null); without a category every child category of the campus is listed.
 */
async function listingScope(db: Database, domainId: number, vid: VocabularyId, ref: ParentRef): Promise<TermScope | null> {
  const narrowed = vid === VOCABULARY.childCategories && (ref.parent !== undefined || (ref.category ?? '') !== '');
  if (!narrowed) return { domainId, vid };
  const category = await resolveCategory(db, domainId, ref);
  return category ? { domainId, vid, parentId: category.id } : null;
}

/** `GET /terms?og&vid`: the vocabulary of the course's campus; a course the user cannot see is 404. */
export async function listCourseTerms(db: Database, principal: Principal, query: TermListQuery): Promise<TaxonomyTerm[]> {
  const access = await requireCourseAccess(db, principal, query.og);
  const scope = await listingScope(db, access.row.domainId, query.vid, query);
  if (!scope) return [];
  return (await listTerms(db, scope)).map(presentTerm);
}

/** `GET /terms/autocomplete` and `/terms/search`: a campus the user belongs to; empty text finds nothing. */
export async function searchCampusTerms(db: Database, principal: Principal, query: TermSearchQuery): Promise<TaxonomyTerm[]> {
  await requireCampusAccess(db, principal, query.domain);
  const text = query.search.trim();
  if (text === '') return [];
  const scope = await listingScope(db, query.domain, query.vid, query);
  if (!scope) return [];
  return (await searchTerms(db, scope, text, TERM_SEARCH_LIMIT)).map(presentTerm);
}

function fieldError(path: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The request is invalid.', { errors: [{ path, message }] });
}

const mayNotAddTerms = () => forbidden('Only campus managers, admins and course managers add terms.');

/** The campus a new term goes to, once the user is known to be allowed to add terms there. */
async function authorizeTermCampus(db: Database, principal: Principal, input: TermCreateInput): Promise<number> {
  if (input.og !== undefined) {
    const access = await requireCourseAccess(db, principal, input.og);
    if (input.domain !== undefined && input.domain !== access.row.domainId) {
      throw fieldError('domain', COURSE_CONFIG_ERRORS.termScopeRequired);
    }
    if (!mayAdministerCourse({ permissions: access.permissions, campusManager: access.row.campusManager }, principal)) throw mayNotAddTerms();
    return access.row.domainId;
  }
  if (input.domain === undefined) throw fieldError('domain', COURSE_CONFIG_ERRORS.termScopeRequired);
  const campus = await requireCampusAccess(db, principal, input.domain);
  if (!runsCampus(campus.roles, principal)) throw mayNotAddTerms();
  return input.domain;
}

/** `POST /terms`: adds the term to the campus vocabulary, or returns the one of that name. */
export async function createTerm(
  db: Database,
  principal: Principal,
  input: TermCreateInput,
): Promise<{ term: TaxonomyTerm; created: boolean }> {
  const domainId = await authorizeTermCampus(db, principal, input);
  let parentId: number | null = null;
  if (input.vid === VOCABULARY.childCategories) {
    const category = await resolveCategory(db, domainId, input);
    if (!category) throw fieldError('parent', COURSE_CONFIG_ERRORS.unknownCategory);
    parentId = category.id;
  }
  const { term, created } = await insertTermIfMissing(db, {
    domainId,
    vid: input.vid,
    name: input.name,
    parentId,
    createdBy: principal.userId,
  });
  return { term: presentTerm(term), created };
}
