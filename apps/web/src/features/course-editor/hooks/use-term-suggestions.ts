// Suggestions for a taxonomy field while the user types (spec §5 "Taxonomy search"): the text is
// debounced 500 ms and empty text asks nothing. Previous suggestions stay while the next ones load.
import { TAXONOMY_DEBOUNCE_MS, type VocabularyId } from '@campus/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { courseEditorKeys } from '../api/query-keys.ts';
import { searchTerms } from '../api/terms.ts';

export interface TermSuggestionsInput {
  domainId: number;
  vid: VocabularyId;
  /** What the user typed so far. */
  search: string;
  category?: string | null;
  /** False while the field is disabled (a subcategory without category). */
  enabled?: boolean;
}

export function useTermSuggestions({ domainId, vid, search, category = null, enabled = true }: TermSuggestionsInput): string[] {
  const [debounced] = useDebouncedValue(search.trim(), TAXONOMY_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: courseEditorKeys.termSearch(domainId, vid, debounced, category),
    queryFn: ({ signal }) => searchTerms({ domainId, vid, search: debounced, category }, signal),
    enabled: enabled && debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const terms = debounced === '' || !enabled ? undefined : query.data;
  return useMemo(() => [...new Set((terms ?? []).map((term) => term.name))], [terms]);
}
