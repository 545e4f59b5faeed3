// Activity over time (components/weekly-chart.tsx): per week a bar stacked by kind (completed assignments,
// steps done, content created) with a legend, and its table.
import { LEARNING_ACTIVITY_KINDS, type LearningActivityKind, type LearningActivityWeek } from '@campus/shared';
import { useTranslation } from 'react-i18next';
import { WeeklyChart, WeeklyTable, weekLabel } from '../../../components/weekly-chart.tsx';
import { busiestWeek, weekSum } from '../../../lib/chart-geometry.ts';

const KIND_COLOR: Readonly<Record<LearningActivityKind, string>> = {
  assignmentsCompleted: 'var(--mantine-color-blue-7)',
  stepsDone: 'var(--mantine-color-teal-7)',
  contentCreated: 'var(--mantine-color-grape-7)',
};

export function ActivityChart({ weeks }: { weeks: readonly LearningActivityWeek[] }) {
  const { t } = useTranslation();
  const total = weeks.reduce((sum, week) => sum + weekSum(week, LEARNING_ACTIVITY_KINDS), 0);
  const busiest = busiestWeek(weeks, LEARNING_ACTIVITY_KINDS);
  const summary =
    total === 0 || busiest === undefined
      ? t('learningCockpit.activityNone', { weeks: weeks.length })
      : t('learningCockpit.activitySummary', { total, weeks: weeks.length, week: weekLabel(busiest), busiest: weekSum(busiest, LEARNING_ACTIVITY_KINDS) });
  const kinds = LEARNING_ACTIVITY_KINDS.map((kind) => ({ figure: kind, label: t(`learningCockpit.kind.${kind}`), color: KIND_COLOR[kind] }));
  return <WeeklyChart weeks={weeks} figures={kinds} summary={summary} testId="activity-chart" />;
}

export function ActivityTable({ weeks }: { weeks: readonly LearningActivityWeek[] }) {
  const { t } = useTranslation();
  const kinds = LEARNING_ACTIVITY_KINDS.map((kind) => ({ figure: kind, label: t(`learningCockpit.kind.${kind}`) }));
  return (
    <WeeklyTable
      weeks={weeks}
      figures={kinds}
      caption={t('learningCockpit.activityTitle')}
      weekHeader={t('learningCockpit.week')}
      weekRow={(date) => t('learningCockpit.weekOf', { date })}
      testId="activity-table"
    />
  );
}
