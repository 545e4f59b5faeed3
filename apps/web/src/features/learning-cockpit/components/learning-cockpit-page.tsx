// app/learning-cockpit and app/learning-cockpit/{uid} (issue 14): a learner's progress per course and
// activity per week, each as a chart with a table behind it. Staff see the courses they run for the learner.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useLearningCockpit } from '../api/get-learning-cockpit.ts';
import { ActivityChart, ActivityTable } from './activity-chart.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import { ProgressChart, ProgressTable } from './progress-chart.tsx';

export function LearningCockpitPage({ uid }: { uid: number }) {
  const { t } = useTranslation();
  const query = useLearningCockpit(uid);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} title={t('learningCockpit.loadFailed')} />;

  const cockpit = query.data;
  return (
    <Stack gap="md" data-testid="learning-cockpit-page">
      <Stack gap={4}>
        <Title order={1}>{cockpit.own ? t('learningCockpit.title') : t('learningCockpit.titleOf', { name: cockpit.learner.name })}</Title>
        <Text c="dimmed">{cockpit.own ? t('learningCockpit.introOwn') : t('learningCockpit.introStaff')}</Text>
      </Stack>
      {cockpit.courses.length === 0 ? (
        <Text c="dimmed">{t('learningCockpit.noCourses')}</Text>
      ) : (
        <ChartCard
          title={t('learningCockpit.progressTitle')}
          testId="learning-cockpit-progress"
          chart={<ProgressChart courses={cockpit.courses} />}
          table={<ProgressTable courses={cockpit.courses} />}
        />
      )}
      <ChartCard
        title={t('learningCockpit.activityTitle')}
        testId="learning-cockpit-activity"
        chart={<ActivityChart weeks={cockpit.activity} />}
        table={<ActivityTable weeks={cockpit.activity} />}
      />
    </Stack>
  );
}
