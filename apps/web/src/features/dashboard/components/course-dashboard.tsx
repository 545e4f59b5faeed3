// The course dashboard (course-{id}/app/dashboard): course info, the dashboard info title and text, and
// the user's progress. The texts are HTML the server sanitized on write (ARCHITECTURE "HTML safety").
import type { Course } from '@campus/shared';
import { Badge, Grid, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCourseDate } from '../utils/format-date.ts';
import { ProgressCircle } from './progress-circle.tsx';

function Html({ html, testId }: { html: string; testId: string }) {
  return (
    <Typography>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

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
                {dashboard.dashboard_info ? <Html html={dashboard.dashboard_info} testId="dashboard-info" /> : null}
              </Paper>
            ) : null}
            <Stack gap="xs" component="section" aria-label={t('dashboard.courseInfo')}>
              <Title order={2} size="h4">
                {t('dashboard.courseInfo')}
              </Title>
              {dashboard.description ? <Html html={dashboard.description} testId="course-description" /> : null}
              {dashboard.course_info ? <Html html={dashboard.course_info} testId="course-info" /> : null}
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
