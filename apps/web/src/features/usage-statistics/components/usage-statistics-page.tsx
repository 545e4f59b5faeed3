// Usage statistics (issue 18, spec §2 `/usage_statistics (campus, self_learning, course)`): for campus
// admins and campus managers, the campus's accounts and who of them was active, its courses, content,
// comments, videos and messages as cards, the active users and the new content per week as charts with a
// table behind each, and for the course scopes one row per course; a date range and an xlsx download.
// The scope links come from the app (they are the three legacy paths); the server says 403 to everyone else.
import { DATE_FORMAT, type UsageStatistics, type UsageStatisticsScope, type UsageStatisticsTotals } from '@campus/shared';
import { Alert, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { downloadUsageStatisticsExport, useUsageStatistics } from '../api/usage-statistics.ts';
import { NEW_ITEM_KINDS } from '../utils/chart.ts';
import { ChartCard } from '../../../components/chart-card.tsx';
import { WeeklyChart, WeeklyTable } from './weekly-chart.tsx';

const TOTALS: readonly (keyof UsageStatisticsTotals)[] = ['users', 'activeUsers', 'courses', 'contentItems', 'comments', 'videos', 'messages'];

export interface UsageStatisticsPageProps {
  scope: UsageStatisticsScope;
  /** The scopes in menu order, with their (localized) paths. */
  scopes: readonly { scope: UsageStatisticsScope; to: string }[];
}

function useCalendarLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      nextMonth: t('usageStatistics.calendar.nextMonth'),
      previousMonth: t('usageStatistics.calendar.previousMonth'),
      nextYear: t('usageStatistics.calendar.nextYear'),
      previousYear: t('usageStatistics.calendar.previousYear'),
      nextDecade: t('usageStatistics.calendar.nextDecade'),
      previousDecade: t('usageStatistics.calendar.previousDecade'),
      monthLevelControl: t('usageStatistics.calendar.monthLevel'),
      yearLevelControl: t('usageStatistics.calendar.yearLevel'),
    }),
    [t],
  );
}

export function UsageStatisticsPage({ scope, scopes }: UsageStatisticsPageProps) {
  const { t } = useTranslation();
  const calendarLabels = useCalendarLabels();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const query = useUsageStatistics({ scope, from: range.from, to: range.to });
  const data = query.data;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const download = async (statistics: UsageStatistics) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadUsageStatisticsExport(statistics);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="usage-statistics">
      <Stack gap={4}>
        <Title order={1}>{t('usageStatistics.title')}</Title>
        <Text c="dimmed">{t('usageStatistics.intro')}</Text>
      </Stack>
      <Group component="nav" aria-label={t('usageStatistics.scopes')} gap="xs">
        {scopes.map((entry) => (
          <Button
            key={entry.scope}
            component={Link}
            to={entry.to}
            variant={entry.scope === scope ? 'filled' : 'default'}
            aria-current={entry.scope === scope ? 'page' : undefined}
            data-testid={`usage-statistics-scope-${entry.scope}`}
          >
            {t(`usageStatistics.scope.${entry.scope}`)}
          </Button>
        ))}
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert" title={t('usageStatistics.loadFailed')} data-testid="usage-statistics-error">
          {errorText(t, query.error, { prefixes: ['usageStatistics.errors'] })}
        </Alert>
      ) : null}
      {query.isPending ? <PageLoading /> : null}
      {data ? (
        <>
          <Group align="flex-end" gap="md" wrap="wrap">
            <DatePickerInput
              label={t('usageStatistics.from')}
              value={range.from ?? data.from}
              onChange={(value) => setRange((current) => ({ ...current, from: value ?? undefined }))}
              valueFormat={DATE_FORMAT}
              ariaLabels={calendarLabels}
              maxDate={range.to ?? data.to}
              w={150}
              data-testid="usage-statistics-from"
            />
            <DatePickerInput
              label={t('usageStatistics.to')}
              value={range.to ?? data.to}
              onChange={(value) => setRange((current) => ({ ...current, to: value ?? undefined }))}
              valueFormat={DATE_FORMAT}
              ariaLabels={calendarLabels}
              minDate={range.from ?? data.from}
              w={150}
              data-testid="usage-statistics-to"
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={() => void download(data)}
              data-testid="usage-statistics-download"
            >
              {t('usageStatistics.download')}
            </Button>
          </Group>
          {downloadError ? (
            <Alert color="red" role="alert" title={t('usageStatistics.downloadFailed')}>
              {errorText(t, downloadError, { prefixes: ['usageStatistics.errors'] })}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" data-testid="usage-statistics-totals">
            {TOTALS.map((key) => (
              <Paper key={key} withBorder radius="md" p="sm" data-testid={`usage-total-${key}`}>
                <Text size="sm" c="dimmed">
                  {t(`usageStatistics.totals.${key}`)}
                </Text>
                <Text fz="xl" fw={700} data-testid="usage-total-value">
                  {data.totals[key]}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('usageStatistics.totalsHint')}
          </Text>
          <ChartCard
            title={t('usageStatistics.activeTitle')}
            testId="usage-statistics-active"
            chart={<WeeklyChart weeks={data.weeks} figures={['activeUsers']} testId="usage-active-chart" />}
            table={<WeeklyTable weeks={data.weeks} figures={['activeUsers']} caption={t('usageStatistics.activeTitle')} testId="usage-active-table" />}
          />
          <ChartCard
            title={t('usageStatistics.newTitle')}
            testId="usage-statistics-new"
            chart={<WeeklyChart weeks={data.weeks} figures={NEW_ITEM_KINDS} testId="usage-new-chart" />}
            table={<WeeklyTable weeks={data.weeks} figures={NEW_ITEM_KINDS} caption={t('usageStatistics.newTitle')} testId="usage-new-table" />}
          />
          {data.scope === 'campus' ? null : <CoursesTable statistics={data} />}
        </>
      ) : null}
    </Stack>
  );
}

function CoursesTable({ statistics }: { statistics: UsageStatistics }) {
  const { t } = useTranslation();
  if (statistics.courses.length === 0) return <Text>{t('usageStatistics.noCourses')}</Text>;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('usageStatistics.coursesTitle')}
      </Title>
      {/* A keyboard-focusable region: on a phone the table scrolls sideways. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('usageStatistics.coursesTitle')}>
        <Table striped withTableBorder miw={760} data-testid="usage-courses-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('usageStatistics.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('usageStatistics.columns.type')}</Table.Th>
              <Table.Th scope="col">{t('usageStatistics.columns.members')}</Table.Th>
              <Table.Th scope="col">{t('usageStatistics.columns.activeMembers')}</Table.Th>
              <Table.Th scope="col">{t('usageStatistics.columns.contentItems')}</Table.Th>
              <Table.Th scope="col">{t('usageStatistics.columns.videos')}</Table.Th>
              <Table.Th scope="col">{t('usageStatistics.columns.averageProgress')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statistics.courses.map((course) => (
              <Table.Tr key={course.id} data-testid="usage-course-row">
                <Table.Th scope="row" fw={500}>
                  {course.title}
                </Table.Th>
                <Table.Td>{course.kind === 'group' ? t('usageStatistics.group') : t(`usageStatistics.courseType.${course.type}`, { defaultValue: course.type })}</Table.Td>
                <Table.Td>{course.members}</Table.Td>
                <Table.Td>{course.activeMembers}</Table.Td>
                <Table.Td>{course.contentItems}</Table.Td>
                <Table.Td>{course.videos}</Table.Td>
                <Table.Td>{course.averageProgress === null ? t('usageStatistics.noLearners') : t('usageStatistics.percent', { value: course.averageProgress })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
