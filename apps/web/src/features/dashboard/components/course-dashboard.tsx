// The course dashboard (course-{id}/app/dashboard): course info, the dashboard info title and text, and
// the user's progress. The description is plain text (spec §5, a textarea in the course dialog) and is
// shown as text with its line breaks; dashboard_info and course_info are rich text the server sanitized
// (ARCHITECTURE "HTML safety") and go through the shared RichTextViewer only (issue 12).
import type { Course } from '@campus/shared';
import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { formatCourseDate } from '../utils/format-date.ts';
import { ProgressCircle } from './progress-circle.tsx';

export function CourseDashboard({ course }: { course: Course }) {
  const { t } = useTranslation();
  const { dashboard } = course;
  const start = formatCourseDate(dashboard.startdate);
  const end = formatCourseDate(dashboard.enddate);

  return (
    <Stack gap="lg" data-testid="course-dashboard">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {course.label}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(course.type === 'group' ? 'courses.chooser.group' : `courses.types.${course.course_type}`)}</Badge>
          {course.campus ? <Badge variant="outline">{course.campus}</Badge> : null}
          {start || end ? (
            <Text size="sm" c="dimmed">
              {start && end ? t('dashboard.period', { start, end }) : start ? t('dashboard.from', { start }) : t('dashboard.until', { end })}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {dashboard.dashboard_info_title || dashboard.dashboard_info ? (
              <Paper withBorder p="md" radius="md" component="section" aria-label={dashboard.dashboard_info_title ?? t('dashboard.info')}>
                <Title order={2} size="h4" mb="xs">
                  {dashboard.dashboard_info_title ?? t('dashboard.info')}
                </Title>
                {dashboard.dashboard_info ? <RichTextViewer html={dashboard.dashboard_info} data-testid="dashboard-info" /> : null}
              </Paper>
            ) : null}
            <Stack gap="xs" component="section" aria-label={t('dashboard.courseInfo')}>
              <Title order={2} size="h4">
                {t('dashboard.courseInfo')}
              </Title>
              {dashboard.description ? (
                <Text style={{ whiteSpace: 'pre-line' }} data-testid="course-description">
                  {dashboard.description}
                </Text>
              ) : null}
              {dashboard.course_info ? <RichTextViewer html={dashboard.course_info} data-testid="course-info" /> : null}
              {!dashboard.description && !dashboard.course_info ? <Text c="dimmed">{t('dashboard.noInfo')}</Text> : null}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-label={t('dashboard.progress')}>
            <Stack align="center" gap="xs">
              <Title order={2} size="h4">
                {t('dashboard.progress')}
              </Title>
              <ProgressCircle value={course.course_progress.student_progress} label={t('dashboard.progress')} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
