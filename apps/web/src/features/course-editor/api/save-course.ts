// POST /og (create; `?domain=` names the campus) and PUT /og/{id} (update) with the course save payload
// of spec §3, already validated by the shared schema. A 400 carries every field error (VALIDATION_FAILED).
// A category or subcategory typed by the user goes into the campus vocabularies first (POST /terms),
// since the server accepts only terms that exist there; typed video topics it adds itself.
import { VOCABULARY, type CourseSaveInput, type CourseSaveResponse } from '@campus/shared';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import type { CourseEditorTarget } from '../utils/course-editor-target.ts';
import { createTerm, type TermCreate } from './terms.ts';

export function saveCourse(target: CourseEditorTarget, payload: CourseSaveInput, client: ApiClient = apiClient): Promise<CourseSaveResponse> {
  if (target.mode === 'edit') return client.put<CourseSaveResponse>(`/og/${target.courseId}`, payload);
  return client.post<CourseSaveResponse>('/og', payload, { query: { domain: target.domainId } });
}

type TermFields = Pick<CourseSaveInput, 'category' | 'subcategory'>;

/** The terms to add: a category or subcategory the course did not have before. */
export function newTerms(payload: TermFields, before: TermFields, domainId: number): TermCreate[] {
  const terms: TermCreate[] = [];
  const category = payload.category ?? null;
  if (category !== null && category !== before.category) {
    terms.push({ domainId, vid: VOCABULARY.courseCategories, name: category });
  }
  const subcategory = payload.subcategory ?? null;
  if (category !== null && subcategory !== null && (subcategory !== before.subcategory || category !== before.category)) {
    terms.push({ domainId, vid: VOCABULARY.childCategories, name: subcategory, category });
  }
  return terms;
}

export interface SaveCourseInput {
  target: CourseEditorTarget;
  payload: CourseSaveInput;
  /** The values the dialog started from: only new terms are added. */
  before: TermFields;
  domainId: number;
}

/**
 * Adds the new terms (in order: a subcategory needs its category), then saves. A term that cannot be
 * added (a user without the right, say) is skipped: the save then reports the field it belongs to.
 */
export async function saveCourseWithTerms({ target, payload, before, domainId }: SaveCourseInput, client: ApiClient = apiClient): Promise<CourseSaveResponse> {
  for (const term of newTerms(payload, before, domainId)) {
    try {
      await createTerm(term, client);
    } catch (error) {
      console.warn('course editor: term not added', term, error);
    }
  }
  return saveCourse(target, payload, client);
}
