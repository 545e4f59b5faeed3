// Taxonomy (spec §7): GET /terms/autocomplete?domain&vid&search (suggestions of a campus vocabulary;
// children of a category for vocabulary 25) and POST /terms (a term typed by a user who may add terms;
// an existing one of the same name is returned instead).
import { VOCABULARY, type TaxonomyTerm, type VocabularyId } from '@campus/shared';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export interface TermSearch {
  domainId: number;
  vid: VocabularyId;
  search: string;
  /** For child categories (vocabulary 25): the category whose children are wanted. */
  category?: string | null;
}

export function searchTerms({ domainId, vid, search, category }: TermSearch, signal?: AbortSignal, client: ApiClient = apiClient): Promise<TaxonomyTerm[]> {
  return client.get<TaxonomyTerm[]>('/terms/autocomplete', {
    signal,
    query: { domain: domainId, vid, search, category: vid === VOCABULARY.childCategories ? (category ?? undefined) : undefined },
    // Suggestions are a convenience: a failed search must not take the user out of the dialog.
    redirectOnError: false,
  });
}

export interface TermCreate {
  domainId: number;
  vid: VocabularyId;
  name: string;
  category?: string | null;
}

export function createTerm({ domainId, vid, name, category }: TermCreate, client: ApiClient = apiClient): Promise<TaxonomyTerm> {
  const body = vid === VOCABULARY.childCategories ? { vid, name, domain: domainId, category } : { vid, name, domain: domainId };
  // A refusal (a user who may not add terms) is handled by the caller: the save then reports the field.
  return client.post<TaxonomyTerm>('/terms', body, { redirectOnError: false });
}
