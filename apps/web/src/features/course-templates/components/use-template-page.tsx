// Use template (issue 18, spec §2 `/use-template/{id}`): the template's title and type, what will be
// copied (counted), the new course's title (prefilled "Copy of …") and dates (from today, as long as the
// template runs); "Create course" makes the course and hands its id to the app, which opens it.
import {
  COURSE_FORM_ERRORS,
  COURSE_TEXT_LIMITS,
  DATE_FORMAT,
  calendarDateOf,
  startOfDayUnixSeconds,
  todayInTimeZone,
  type CourseTemplate,
} from '@campus/shared';
import '@mantine/dates/styles.css';
import { Alert, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateFromTemplate, useTemplate } from '../api/course-templates.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** Course dates are calendar dates in UTC (as in the course editor). */
const TIME_ZONE = 'UTC';
const PREFIXES = { prefixes: ['courseTemplates.errors'] } as const;

export interface UseTemplatePageProps {
  templateId: number;
  /** The course was created: the app opens it. */
  onCreated(courseId: number): void;
}

/** The new course's first dates: today, and as many days on as the template runs. */
export function initialDates(template: Pick<CourseTemplate, 'startdate' | 'enddate'>, now: Date = new Date()): { start: string; end: string } {
  const start = todayInTimeZone(TIME_ZONE, now);
  const days = template.startdate !== null && template.enddate !== null ? Math.max(0, Math.round((template.enddate - template.startdate) / DAY_SECONDS)) : 0;
  return { start, end: calendarDateOf(startOfDayUnixSeconds(start, TIME_ZONE) + days * DAY_SECONDS, TIME_ZONE) };
}

export function UseTemplatePage({ templateId, onCreated }: UseTemplatePageProps) {
  const { t } = useTranslation();
  const template = useTemplate(templateId);
  return (
    <Stack gap="md" data-testid="use-template">
      <Title order={1}>{t('courseTemplates.use.title')}</Title>
      {template.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {template.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, template.error, PREFIXES)}
        </Alert>
      ) : null}
      {template.data ? <UseTemplateForm key={template.data.id} template={template.data} onCreated={onCreated} /> : null}
    </Stack>
  );
}

function UseTemplateForm({ template, onCreated }: { template: CourseTemplate; onCreated(courseId: number): void }) {
  const { t } = useTranslation();
  const create = useCreateFromTemplate(template.id);
  const [title, setTitle] = useState(() => t('courseTemplates.use.defaultTitle', { title: template.title }).slice(0, COURSE_TEXT_LIMITS.title));
  const [dates, setDates] = useState(() => initialDates(template));
  const today = todayInTimeZone(TIME_ZONE);
  const titleError = title.trim() === '' ? t(COURSE_FORM_ERRORS.titleRequired) : null;
  const endError = dates.end < dates.start ? t(COURSE_FORM_ERRORS.endDateBeforeStartDate) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleError !== null || endError !== null) return;
    create.mutate(
      { title: title.trim(), startdate: startOfDayUnixSeconds(dates.start, TIME_ZONE), enddate: startOfDayUnixSeconds(dates.end, TIME_ZONE) },
      { onSuccess: (created) => onCreated(created.id) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h3" data-testid="use-template-name">
              {template.title}
            </Title>
            <Text c="dimmed" data-testid="use-template-type">
              {t(`courses.types.${template.course_type}`)}
            </Text>
            <Text fw={600}>{t('courseTemplates.use.copies')}</Text>
            <List size="sm" data-testid="use-template-counts">
              <List.Item>{t('courseTemplates.counts.assignments', { count: template.counts.assignments })}</List.Item>
              <List.Item>{t('courseTemplates.counts.pathSteps', { count: template.counts.pathSteps })}</List.Item>
              <List.Item>{t('courseTemplates.counts.documents', { count: template.counts.documents, folders: template.counts.folders })}</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              {t('courseTemplates.use.notCopied')}
            </Text>
          </Stack>
        </Paper>
        <TextInput
          label={t('courseTemplates.use.newTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={COURSE_TEXT_LIMITS.title}
          required
          error={titleError}
          data-testid="use-template-title"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePickerInput
            label={t('courseForm.fields.startdate')}
            value={dates.start}
            onChange={(value) => {
              if (value !== null) setDates((current) => ({ start: value, end: current.end < value ? value : current.end }));
            }}
            valueFormat={DATE_FORMAT}
            minDate={today}
            required
            data-testid="use-template-startdate"
          />
          <DatePickerInput
            label={t('courseForm.fields.enddate')}
            value={dates.end}
            onChange={(value) => {
              if (value !== null) setDates((current) => ({ ...current, end: value }));
            }}
            valueFormat={DATE_FORMAT}
            minDate={dates.start}
            required
            error={endError}
            data-testid="use-template-enddate"
          />
        </SimpleGrid>
        {create.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, create.error, PREFIXES)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" leftSection={<IconCopy size={16} aria-hidden />} loading={create.isPending} data-testid="use-template-create">
            {t('courseTemplates.use.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
