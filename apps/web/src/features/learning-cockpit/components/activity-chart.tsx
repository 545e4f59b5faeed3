// Activity over time: per week a bar stacked by kind (completed assignments, steps done, content
// created) in plain SVG with a legend, and its table.
import { LEARNING_ACTIVITY_KINDS, type LearningActivityKind, type LearningActivityWeek } from '@campus/shared';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { activityMax, stackSegments, weekTotal } from '../utils/chart.ts';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;
const TOP = 20;

const KIND_COLOR: Readonly<Record<LearningActivityKind, string>> = {
  assignmentsCompleted: 'var(--mantine-color-blue-7)',
  stepsDone: 'var(--mantine-color-teal-7)',
  contentCreated: 'var(--mantine-color-grape-7)',
};

/** dd.mm.yy of the week's Monday (stored as a UTC calendar date). */
export function weekLabel(week: LearningActivityWeek): string {
  return formatDate(`${week.weekStart}T00:00:00Z`, { timeZone: 'UTC' });
}

export function ActivityChart({ weeks }: { weeks: readonly LearningActivityWeek[] }) {
  const { t } = useTranslation();
  const max = activityMax(weeks);
  const plot = HEIGHT - AXIS - TOP;
  const slot = WIDTH / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, week) => sum + weekTotal(week), 0);
  const busiest = weeks.reduce<LearningActivityWeek | undefined>((best, week) => (best === undefined || weekTotal(week) > weekTotal(best) ? week : best), undefined);
  const summary =
    total === 0 || busiest === undefined
      ? t('learningCockpit.activityNone', { weeks: weeks.length })
      : t('learningCockpit.activitySummary', { total, weeks: weeks.length, week: weekLabel(busiest), busiest: weekTotal(busiest) });
  return (
    <>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} data-testid="activity-chart">
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-5)" />
        {weeks.map((week, index) => {
          const x = index * slot + slot * 0.2;
          const width = slot * 0.6;
          const count = weekTotal(week);
          const top = HEIGHT - AXIS - stackSegments(week, max, plot).reduce((sum, segment) => sum + segment.length, 0);
          return (
            <g key={week.weekStart}>
              {stackSegments(week, max, plot).map((segment) => (
                <rect key={segment.kind} x={x} y={HEIGHT - AXIS - segment.offset - segment.length} width={width} height={segment.length} fill={KIND_COLOR[segment.kind]} />
              ))}
              {count > 0 ? (
                <text x={x + width / 2} y={top - 4} fontSize={12} textAnchor="middle" fill="currentColor">
                  {count}
                </text>
              ) : null}
              <text x={x + width / 2} y={HEIGHT - 6} fontSize={11} textAnchor="middle" fill="currentColor">
                {weekLabel(week).slice(0, 6)}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt="xs" aria-hidden>
        {LEARNING_ACTIVITY_KINDS.map((kind) => (
          <Group key={kind} gap={6} wrap="nowrap">
            <span style={{ width: 12, height: 12, borderRadius: 2, background: KIND_COLOR[kind], display: 'inline-block' }} />
            <Text size="sm">{t(`learningCockpit.kind.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

export function ActivityTable({ weeks }: { weeks: readonly LearningActivityWeek[] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder data-testid="activity-table">
      <Table.Caption>{t('learningCockpit.activityTitle')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('learningCockpit.week')}</Table.Th>
          {LEARNING_ACTIVITY_KINDS.map((kind) => (
            <Table.Th key={kind} scope="col">
              {t(`learningCockpit.kind.${kind}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week.weekStart}>
            <Table.Th scope="row" fw={500}>
              {t('learningCockpit.weekOf', { date: weekLabel(week) })}
            </Table.Th>
            {LEARNING_ACTIVITY_KINDS.map((kind) => (
              <Table.Td key={kind}>{week[kind]}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
