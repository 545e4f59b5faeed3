// A weekly series as bars in plain SVG (stacked when it has several figures) with a legend, and the same
// numbers as a table. Used by the learning cockpit (activity per week) and the usage statistics (active
// users, new content); each names its figures, their colors and the chart's summary.
import { Group, Table, Text } from '@mantine/core';
import { formatDate } from '../lib/dates.ts';
import { seriesMax, stackSegments, weekSum } from '../lib/chart-geometry.ts';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;
const TOP = 20;

export type ChartWeek<F extends string> = { weekStart: string } & Readonly<Record<F, number>>;

export interface WeeklyFigure<F extends string> {
  figure: F;
  /** The figure's name in the legend and the table header. */
  label: string;
  color: string;
}

/** dd.mm.yy of the week's Monday (a UTC calendar date). */
export function weekLabel(week: { weekStart: string }): string {
  return formatDate(`${week.weekStart}T00:00:00Z`, { timeZone: 'UTC' });
}

export interface WeeklyChartProps<F extends string> {
  weeks: readonly ChartWeek<F>[];
  figures: readonly WeeklyFigure<F>[];
  /** What the chart shows, for screen readers (its aria-label). */
  summary: string;
  testId: string;
}

export function WeeklyChart<F extends string>({ weeks, figures, summary, testId }: WeeklyChartProps<F>) {
  const keys = figures.map(({ figure }) => figure);
  const color = Object.fromEntries(figures.map(({ figure, color }) => [figure, color])) as Record<F, string>;
  const max = seriesMax(weeks, keys);
  const plot = HEIGHT - AXIS - TOP;
  const slot = WIDTH / Math.max(1, weeks.length);
  // Every label would crowd a long range: every n-th week is named below the axis.
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 12));
  return (
    <>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} data-testid={testId}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-5)" />
        {weeks.map((week, index) => {
          const x = index * slot + slot * 0.2;
          const width = slot * 0.6;
          const segments = stackSegments(week, keys, max, plot);
          const count = weekSum(week, keys);
          const top = HEIGHT - AXIS - segments.reduce((sum, segment) => sum + segment.length, 0);
          return (
            <g key={week.weekStart}>
              {segments.map((segment) => (
                <rect key={segment.figure} x={x} y={HEIGHT - AXIS - segment.offset - segment.length} width={width} height={segment.length} fill={color[segment.figure]} />
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
        {figures.map(({ figure, label }) => (
          <Group key={figure} gap={6} wrap="nowrap">
            <span style={{ width: 12, height: 12, borderRadius: 2, background: color[figure], display: 'inline-block' }} />
            <Text size="sm">{label}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

export interface WeeklyTableProps<F extends string> {
  weeks: readonly ChartWeek<F>[];
  figures: readonly Omit<WeeklyFigure<F>, 'color'>[];
  caption: string;
  /** The header of the week column. */
  weekHeader: string;
  /** The row header of a week, from its dd.mm.yy label. */
  weekRow: (label: string) => string;
  testId: string;
}

export function WeeklyTable<F extends string>({ weeks, figures, caption, weekHeader, weekRow, testId }: WeeklyTableProps<F>) {
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{weekHeader}</Table.Th>
          {figures.map(({ figure, label }) => (
            <Table.Th key={figure} scope="col">
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week.weekStart}>
            <Table.Th scope="row" fw={500}>
              {weekRow(weekLabel(week))}
            </Table.Th>
            {figures.map(({ figure }) => (
              <Table.Td key={figure}>{week[figure]}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
