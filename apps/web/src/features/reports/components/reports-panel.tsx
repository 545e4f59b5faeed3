// The staff's "Reports" panel on the course cockpit (issue 13): the course's reports by status (open
// first), each with what was reported, by whom, why, and for open ones "Hide item" and "Dismiss".
// A report of an item with a screen links to it (the route decides whether that screen exists).
import { REPORT_STATUSES, type Report, type ReportStatus } from '@campus/shared';
import { Alert, Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCourseReports, useDecideReport, type ReportDecision } from '../api/reports.ts';
import { REPORT_ERROR_PREFIXES } from '../utils/error-prefixes.ts';

export interface ReportsPanelProps {
  courseId: number;
  /** The localized link to a reported item, or null where its screen does not exist. */
  targetHref: (report: Report) => string | null;
}

function ReportCard({ report, courseId, href }: { report: Report; courseId: number; href: string | null }) {
  const { t } = useTranslation();
  const decide = useDecideReport(courseId);
  const excerpt = report.excerpt || t('reports.panel.noExcerpt');
  const run = (decision: ReportDecision) =>
    decide.mutate(
      { reportId: report.id, decision },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(decision === 'hide' ? 'reports.panel.hidden' : 'reports.panel.dismissed') }),
        onError: (error) => notifications.show({ color: 'red', title: t('reports.panel.decideFailed'), message: errorText(t, error, { prefixes: REPORT_ERROR_PREFIXES }) }),
      },
    );
  return (
    <Card withBorder padding="sm" radius="md" component="li" data-testid="report-row" data-status={report.status}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray">
            {t(`reports.kind.${report.kind}`)}
          </Badge>
          <Badge variant="light" color="red">
            {t(`reports.category.${report.category}`)}
          </Badge>
          {report.target_hidden ? (
            <Badge variant="light" color="orange">
              {t('reports.panel.targetHidden')}
            </Badge>
          ) : null}
        </Group>
        {href ? (
          <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {excerpt}
          </Anchor>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {excerpt}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('reports.panel.byline', {
            reporter: report.reporter?.name ?? t('reports.panel.unknownPerson'),
            author: report.target_author?.name ?? t('reports.panel.unknownPerson'),
          })}{' '}
          · <RelativeTime value={report.created} />
        </Text>
        {report.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="report-text">
            {report.text}
          </Text>
        ) : null}
        {report.status === 'open' ? (
          <Group gap="xs">
            <Button size="xs" color="red" variant="light" loading={decide.isPending && decide.variables?.decision === 'hide'} disabled={decide.isPending} onClick={() => run('hide')} aria-label={t('reports.panel.hideNamed', { label: excerpt })}>
              {t('reports.panel.hide')}
            </Button>
            <Button size="xs" variant="default" loading={decide.isPending && decide.variables?.decision === 'dismiss'} disabled={decide.isPending} onClick={() => run('dismiss')} aria-label={t('reports.panel.dismissNamed', { label: excerpt })}>
              {t('reports.panel.dismiss')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ReportsPanel({ courseId, targetHref }: ReportsPanelProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useCourseReports(courseId, status);
  return (
    <Stack gap="sm" component="section" aria-labelledby="course-reports-title" data-testid="course-reports">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="course-reports-title">
          {t('reports.panel.title')}
        </Title>
        <SegmentedControl
          aria-label={t('reports.panel.statusLabel')}
          value={status}
          onChange={(value) => setStatus(value as ReportStatus)}
          data={REPORT_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))}
        />
      </Group>
      {reports.isPending ? (
        <PageLoading />
      ) : reports.isError ? (
        <Alert color="red" role="alert" title={t('reports.panel.loadFailed')}>
          {errorText(t, reports.error, { prefixes: REPORT_ERROR_PREFIXES })}
        </Alert>
      ) : reports.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="course-reports-empty">
          {t(`reports.panel.empty.${status}`)}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.data.items.map((report) => (
            <ReportCard key={report.id} report={report} courseId={courseId} href={targetHref(report)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
