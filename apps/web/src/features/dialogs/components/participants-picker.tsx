// Participants of an ad-hoc dialog: a searchable multi-select over the campus's people (two characters
// at least); the chosen ones keep their names while the search shows other matches.
import type { DialogPerson } from '@campus/shared';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_QUERY_MIN, useDialogCandidates } from '../api/get-candidates.ts';

export interface ParticipantsPickerProps {
  value: DialogPerson[];
  onChange: (people: DialogPerson[]) => void;
  error?: string | undefined;
}

export function ParticipantsPicker({ value, onChange, error }: ParticipantsPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const candidates = useDialogCandidates(debounced);
  const known = new Map<number, DialogPerson>(value.map((person) => [person.uid, person]));
  for (const person of candidates.data?.items ?? []) if (!known.has(person.uid)) known.set(person.uid, person);
  const data = [...known.values()].map((person) => ({ value: String(person.uid), label: person.name }));
  const tooShort = search.trim().length < CANDIDATE_QUERY_MIN;
  return (
    <MultiSelect
      label={t('dialogs.form.participants')}
      description={t('dialogs.form.participantsHint')}
      placeholder={value.length === 0 ? t('dialogs.form.participantsPlaceholder') : undefined}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // The server already matched name and email; the list shows what it answered.
      filter={({ options }) => options}
      nothingFoundMessage={tooShort ? t('dialogs.form.participantsTypeMore') : candidates.isFetching ? t('dialogs.form.participantsSearching') : t('dialogs.form.participantsNone')}
      value={value.map((person) => String(person.uid))}
      onChange={(ids) => onChange(ids.flatMap((id) => known.get(Number(id)) ?? []))}
      error={error}
      data-testid="dialog-participants"
    />
  );
}
