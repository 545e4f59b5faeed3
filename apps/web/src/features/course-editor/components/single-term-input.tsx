// A category or subcategory (spec §5): a single taxonomy term, taken from the suggestions or typed and
// set by Enter or by leaving the field. Suggestions come from the campus vocabulary as the user types.
import type { VocabularyId } from '@campus/shared';
import { TagsInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTermSuggestions } from '../hooks/use-term-suggestions.ts';

export interface SingleTermInputProps {
  label: string;
  description?: string;
  placeholder?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  domainId: number;
  vid: VocabularyId;
  /** Children of this category only (vocabulary 25). */
  category?: string | null;
  disabled?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
}

export function SingleTermInput({ value, onChange, onBlur, domainId, vid, category, disabled = false, ...rest }: SingleTermInputProps) {
  const [search, setSearch] = useState('');
  const suggestions = useTermSuggestions({ domainId, vid, search, category, enabled: !disabled });
  return (
    <TagsInput
      {...rest}
      value={value === null ? [] : [value]}
      onChange={(values) => onChange(values[0] ?? null)}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      data={suggestions}
      maxTags={1}
      acceptValueOnBlur
      disabled={disabled}
    />
  );
}
