// The feed's filters (issue 7): type, assignment, author and tag, with the options the course's content
// has (GET /content/filters). The values live in the page URL.
import type { ContentFiltersResponse } from '@campus/shared';
import { Button, Group, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFilters, type ContentFilterValues } from '../utils/content-query.ts';

export interface ContentFiltersProps {
  options: ContentFiltersResponse | undefined;
  value: ContentFilterValues;
  onChange: (value: ContentFilterValues) => void;
}

const toStrings = (values: readonly (string | number)[]) => values.map(String);
const toIds = (values: readonly string[]) => values.map(Number);

export function ContentFilters({ options, value, onChange }: ContentFiltersProps) {
  const { t } = useTranslation();
  const typeData = (options?.types ?? []).map((type) => ({ value: type, label: t(`content.types.${type}`) }));
  const assignmentData = (options?.assignments ?? []).map((assignment) => ({ value: String(assignment.id), label: assignment.title }));
  const authorData = (options?.authors ?? []).map((author) => ({ value: String(author.uid), label: author.name }));
  const tagData = (options?.tags ?? []).map((tag) => ({ value: String(tag.tid), label: tag.name }));
  const common = { clearable: true, searchable: true, w: { base: '100%', sm: 220 }, comboboxProps: { withinPortal: true } } as const;

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('content.filters.label')} data-testid="content-filters">
      <MultiSelect
        {...common}
        label={t('content.filters.type')}
        placeholder={value.types.length === 0 ? t('content.filters.all') : undefined}
        data={typeData}
        value={value.types}
        onChange={(types) => onChange({ ...value, types: types as ContentFilterValues['types'] })}
      />
      <MultiSelect
        {...common}
        label={t('content.filters.assignment')}
        placeholder={value.assignmentIds.length === 0 ? t('content.filters.all') : undefined}
        data={assignmentData}
        disabled={assignmentData.length === 0 && value.assignmentIds.length === 0}
        value={toStrings(value.assignmentIds)}
        onChange={(ids) => onChange({ ...value, assignmentIds: toIds(ids) })}
      />
      <MultiSelect
        {...common}
        label={t('content.filters.author')}
        placeholder={value.uids.length === 0 ? t('content.filters.all') : undefined}
        data={authorData}
        disabled={authorData.length === 0 && value.uids.length === 0}
        value={toStrings(value.uids)}
        onChange={(ids) => onChange({ ...value, uids: toIds(ids) })}
      />
      <MultiSelect
        {...common}
        label={t('content.filters.tag')}
        placeholder={value.tids.length === 0 ? t('content.filters.all') : undefined}
        data={tagData}
        disabled={tagData.length === 0 && value.tids.length === 0}
        value={toStrings(value.tids)}
        onChange={(ids) => onChange({ ...value, tids: toIds(ids) })}
      />
      {hasFilters(value) ? (
        <Button variant="subtle" onClick={() => onChange({ types: [], assignmentIds: [], uids: [], tids: [] })}>
          {t('content.filters.reset')}
        </Button>
      ) : null}
    </Group>
  );
}
