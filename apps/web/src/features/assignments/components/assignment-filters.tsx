// The list's filters: title search for everyone, the student status for learners, draft/published for
// staff. Controlled; the page keeps them in the URL.
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  isPublicationFilter,
  isStatusFilter,
  type AssignmentFilters as Filters,
} from '../utils/assignment-status.ts';

export interface AssignmentFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  showStatus: boolean;
  showPublication: boolean;
}

export function AssignmentFilters({ value, onChange, showStatus, showPublication }: AssignmentFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('assignments.filters.label')}>
      <TextInput
        label={t('assignments.filters.search')}
        placeholder={t('assignments.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        maw="28rem"
        style={{ flex: '1 1 16rem' }}
      />
      {showStatus ? (
        <SegmentedControl
          aria-label={t('assignments.filters.status')}
          value={value.status}
          onChange={(next) => {
            if (isStatusFilter(next)) onChange({ ...value, status: next });
          }}
          data={[
            { value: 'all', label: t('assignments.filters.all') },
            { value: 'not_started', label: t('assignments.status.not_started') },
            { value: 'in_progress', label: t('assignments.status.in_progress') },
            { value: 'completed', label: t('assignments.status.completed') },
          ]}
        />
      ) : null}
      {showPublication ? (
        <SegmentedControl
          aria-label={t('assignments.filters.publication')}
          value={value.publication}
          onChange={(next) => {
            if (isPublicationFilter(next)) onChange({ ...value, publication: next });
          }}
          data={[
            { value: 'all', label: t('assignments.filters.all') },
            { value: 'published', label: t('assignments.publication.published') },
            { value: 'draft', label: t('assignments.publication.draft') },
          ]}
        />
      ) : null}
    </Group>
  );
}
