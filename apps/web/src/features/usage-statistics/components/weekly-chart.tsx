// A weekly series as bars in plain SVG (stacked when it has several figures) with a legend, and the same
// numbers as a table. Used for the active users and for the new content, videos and comments.
import type { UsageStatisticsWeek } from '@campus/shared';
import { Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { busiestWeek, seriesMax, stackSegments, weekSum, type WeekFigure } from '../utils/chart.ts';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;
const TOP = 20;

const FIGURE_COLOR: Readonly<Record<WeekFigure, string>> = {
  activeUsers: 'var(--mantine-color-blue-7)',
  newContent: 'var(--mantine-color-grape-7)',
  newVideos: 'var(--mantine-color-teal-8)',
  newComments: 'var(--mantine-color-orange-9)',
};

/** dd.mm.yy of the week's Monday (a UTC calendar date). */
export function weekLabel(week: UsageStatisticsWeek): string {
  return formatDate(`${week.weekStart}T00:00:00Z`, { timeZone: 'UTC' });
}

export interface WeeklyChartProps {
  weeks: readonly UsageStatisticsWeek[];
  figures: readonly WeekFigure[];
  testId: string;
}

export function WeeklyChart({ weeks, figures, testId }: WeeklyChartProps) {
  const { t } = useTranslation();
  const max = seriesMax(weeks, figures);
  const plot = HEIGHT - AXIS - TOP;
  const slot = WIDTH / Math.max(1, weeks.length);
  const busiest = busiestWeek(weeks, figures);
  const what = figures.map((figure) => t(`usageStatistics.figures.${figure}`)).join(', ');
  const summary =
    busiest === undefined
      ? t('usageStatistics.chartNone', { what, weeks: weeks.length })
      : t('usageStatistics.chartSummary', { what, weeks: weeks.length, week: weekLabel(busiest), busiest: weekSum(busiest, figures) });
  // Every label would crowd a long range: every n-th week is named below the axis.
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 12));
  return (
    <>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} data-testid={testId}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-5)" />
        {weeks.map((week, index) => {
          const x = index * slot + slot * 0.2;
          const width = slot * 0.6;
          const segments = stackSegments(week, figures, max, plot);
          const count = weekSum(week, figures);
          const top = HEIGHT - AXIS - segments.reduce((sum, segment) => sum + segment.length, 0);
          return (
            <g key={week.weekStart}>
              {segments.map((segment) => (
                <rect key={segment.figure} x={x} y={HEIGHT - AXIS - segment.offset - segment.length} width={width} height={segment.length} fill={FIGURE_COLOR[segment.figure]} />
              ))}
              {count > 0 ? (
                <text x={x + width / 2} y={top - 4} fontSize={12} textAnchor="middle" fill="currentColor">
                  {count}
                </text>
              ) : null}
              {index % labelEvery === 0 ? (
                <text x={x + width / 2} y={HEIGHT - 6} fontSize={11} textAnchor="middle" fill="currentColor">
                  {weekLabel(week).slice(0, 6)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt="xs" aria-hidden>
        {figures.map((figure) => (
          <Group key={figure} gap={6} wrap="nowrap">
            <span style={{ width: 12, height: 12, borderRadius: 2, background: FIGURE_COLOR[figure], display: 'inline-block' }} />
            <Text size="sm">{t(`usageStatistics.figures.${figure}`)}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

export interface WeeklyTableProps {
  weeks: readonly UsageStatisticsWeek[];
  figures: readonly WeekFigure[];
  caption: string;
  testId: string;
}

export function WeeklyTable({ weeks, figures, caption, testId }: WeeklyTableProps) {
  const { t } = useTranslation();
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('usageStatistics.week')}</Table.Th>
            {figures.map((figure) => (
              <Table.Th key={figure} scope="col">
                {t(`usageStatistics.figures.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Th scope="row" fw={500}>
                {t('usageStatistics.weekOf', { date: weekLabel(week) })}
              </Table.Th>
              {figures.map((figure) => (
                <Table.Td key={figure}>{week[figure]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
