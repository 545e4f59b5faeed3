// Filters of the videos grid: assignment, author, topic and "shared with me" (GET /videos/{type} filters).
import { Button, Checkbox, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasVideoFilters, EMPTY_VIDEO_FILTERS, type VideoFilters } from '../utils/video-filters.ts';

export interface FilterOption {
  value: number;
  label: string;
}

export interface VideoFiltersBarProps {
  filters: VideoFilters;
  onChange(filters: VideoFilters): void;
  assignments: readonly FilterOption[];
  authors: readonly FilterOption[];
  topics: readonly FilterOption[];
}

const toData = (options: readonly FilterOption[]) => options.map((option) => ({ value: String(option.value), label: option.label }));
const toId = (value: string | null) => (value === null ? null : Number(value));

export function VideoFiltersBar({ filters, onChange, assignments, authors, topics }: VideoFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Group role="search" align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('videos.filters.assignment')}
        placeholder={t('videos.filters.any')}
        data={toData(assignments)}
        value={filters.assignmentId === null ? null : String(filters.assignmentId)}
        onChange={(value) => onChange({ ...filters, assignmentId: toId(value) })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('videos.filters.author')}
        placeholder={t('videos.filters.any')}
        data={toData(authors)}
        value={filters.uid === null ? null : String(filters.uid)}
        onChange={(value) => onChange({ ...filters, uid: toId(value) })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('videos.filters.topic')}
        placeholder={t('videos.filters.any')}
        data={toData(topics)}
        value={filters.tid === null ? null : String(filters.tid)}
        onChange={(value) => onChange({ ...filters, tid: toId(value) })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Checkbox
        label={t('videos.filters.sharedWithMe')}
        checked={filters.sharedWithMe}
        onChange={(event) => onChange({ ...filters, sharedWithMe: event.currentTarget.checked })}
        mb={8}
      />
      {hasVideoFilters(filters) && (
        <Button variant="subtle" onClick={() => onChange(EMPTY_VIDEO_FILTERS)}>
          {t('videos.filters.reset')}
        </Button>
      )}
    </Group>
  );
}
