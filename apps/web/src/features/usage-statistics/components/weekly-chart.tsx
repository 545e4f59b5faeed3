// The usage statistics' weekly charts (components/weekly-chart.tsx) with their figures' names, colors and
// summary: the active users, and the new content, videos and comments stacked.
import type { UsageStatisticsWeek } from '@campus/shared';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WeeklyChart as WeekBars, WeeklyTable as WeekRows, weekLabel } from '../../../components/weekly-chart.tsx';
import { busiestWeek, weekSum } from '../../../lib/chart-geometry.ts';
import type { WeekFigure } from '../utils/chart.ts';

const FIGURE_COLOR: Readonly<Record<WeekFigure, string>> = {
  activeUsers: 'var(--mantine-color-blue-7)',
  newContent: 'var(--mantine-color-grape-7)',
  newVideos: 'var(--mantine-color-teal-8)',
  newComments: 'var(--mantine-color-orange-9)',
};

export interface WeeklyChartProps {
  weeks: readonly UsageStatisticsWeek[];
  figures: readonly WeekFigure[];
  testId: string;
}

export function WeeklyChart({ weeks, figures, testId }: WeeklyChartProps) {
  const { t } = useTranslation();
  const busiest = busiestWeek(weeks, figures);
  const what = figures.map((figure) => t(`usageStatistics.figures.${figure}`)).join(', ');
  const summary =
    busiest === undefined
      ? t('usageStatistics.chartNone', { what, weeks: weeks.length })
      : t('usageStatistics.chartSummary', { what, weeks: weeks.length, week: weekLabel(busiest), busiest: weekSum(busiest, figures) });
  const named = figures.map((figure) => ({ figure, label: t(`usageStatistics.figures.${figure}`), color: FIGURE_COLOR[figure] }));
  return <WeekBars weeks={weeks} figures={named} summary={summary} testId={testId} />;
}

export interface WeeklyTableProps {
  weeks: readonly UsageStatisticsWeek[];
  figures: readonly WeekFigure[];
  caption: string;
  testId: string;
}

export function WeeklyTable({ weeks, figures, caption, testId }: WeeklyTableProps) {
  const { t } = useTranslation();
  const named = figures.map((figure) => ({ figure, label: t(`usageStatistics.figures.${figure}`) }));
  return (
    <Box style={{ overflowX: 'auto' }}>
      <WeekRows
        weeks={weeks}
        figures={named}
        caption={caption}
        weekHeader={t('usageStatistics.week')}
        weekRow={(date) => t('usageStatistics.weekOf', { date })}
        testId={testId}
      />
    </Box>
  );
}
