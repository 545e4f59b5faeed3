// Predefined video topics (spec §5): Enter adds the typed topic unless it is already there; the campus's
// video topics (vocabulary 18) are suggested as the user types.
import { addVideoTopic, VOCABULARY } from '@campus/shared';
import { TagsInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTermSuggestions } from '../hooks/use-term-suggestions.ts';

export interface VideoTopicsInputProps {
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  domainId: number;
  disabled?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
}

export function VideoTopicsInput({ value, onChange, domainId, disabled = false, ...rest }: VideoTopicsInputProps) {
  const [search, setSearch] = useState('');
  const suggestions = useTermSuggestions({ domainId, vid: VOCABULARY.videoTopics, search, enabled: !disabled });
  return (
    <TagsInput
      {...rest}
      value={value}
      // The shared rule trims and skips what is already present.
      onChange={(next) => onChange(next.reduce<string[]>((topics, typed) => addVideoTopic(topics, typed), []))}
      searchValue={search}
      onSearchChange={setSearch}
      data={suggestions}
      // A topic may contain commas; only Enter adds.
      splitChars={[]}
      acceptValueOnBlur={false}
      disabled={disabled}
    />
  );
}
