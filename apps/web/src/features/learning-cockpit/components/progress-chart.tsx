// Progress per course: one horizontal bar per course (0–100 %) in plain SVG, and its table.
import type { LearningCockpitCourse } from '@campus/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { barLength } from '../../../lib/chart-geometry.ts';

const WIDTH = 600;
const ROW = 48;
const BAR = 16;

export function ProgressChart({ courses }: { courses: readonly LearningCockpitCourse[] }) {
  const { t } = useTranslation();
  const summary = courses.map((course) => t('learningCockpit.progressEntry', { title: course.title, percent: course.progress })).join(', ');
  const height = courses.length * ROW;
  return (
    <svg
      role="img"
      aria-label={t('learningCockpit.progressChartLabel', { summary })}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block' }}
      data-testid="progress-chart"
    >
      {courses.map((course, index) => {
        const top = index * ROW;
        return (
          <g key={course.id}>
            <text x={0} y={top + 16} fontSize={14} fill="currentColor">
              {course.title}
            </text>
            <text x={WIDTH} y={top + 16} fontSize={14} fontWeight={700} textAnchor="end" fill="currentColor">
              {t('learningCockpit.percent', { percent: course.progress })}
            </text>
            <rect x={0} y={top + 24} width={WIDTH} height={BAR} rx={4} fill="var(--mantine-color-gray-2)" />
            <rect x={0} y={top + 24} width={barLength(course.progress, 100, WIDTH)} height={BAR} rx={4} fill="var(--mantine-color-blue-7)" />
          </g>
        );
      })}
    </svg>
  );
}

export function ProgressTable({ courses }: { courses: readonly LearningCockpitCourse[] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder data-testid="progress-table">
      <Table.Caption>{t('learningCockpit.progressTitle')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('learningCockpit.course')}</Table.Th>
          <Table.Th scope="col">{t('learningCockpit.progress')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {courses.map((course) => (
          <Table.Tr key={course.id}>
            <Table.Th scope="row" fw={500}>
              {course.title}
            </Table.Th>
            <Table.Td>{t('learningCockpit.percent', { percent: course.progress })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
