// App feedback for campus staff (campus admins, campus managers), a section of the settings screen: the
// campus's prompt switch (spec §4, off by default), the feedback newest first with paging, and the xlsx
// export. Messages are plain text.
import { FEEDBACK_RATING_MAX } from '@campus/shared/rules/feedback';
import { Alert, Box, Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { downloadFeedbackExport, useFeedbackList, useFeedbackSettings, useSaveFeedbackSettings } from '../api/feedback.ts';

export interface FeedbackStaffSectionProps {
  /** After the prompt flag changed (the app reloads its configuration). */
  onPromptChanged?(): void;
}

function PromptSwitch({ onPromptChanged }: FeedbackStaffSectionProps) {
  const { t } = useTranslation();
  const settings = useFeedbackSettings();
  const save = useSaveFeedbackSettings(onPromptChanged);
  return (
    <Stack gap={4}>
      <Switch
        label={t('feedback.staff.prompt')}
        description={t('feedback.staff.promptHint')}
        checked={settings.data?.feedback_prompt ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(event) => save.mutate({ feedback_prompt: event.currentTarget.checked })}
        data-testid="feedback-prompt-switch"
      />
      {save.isError || settings.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, save.error ?? settings.error, { prefixes: ['feedback.errors'] })}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function FeedbackStaffSection({ onPromptChanged }: FeedbackStaffSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const list = useFeedbackList(page);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const exportAll = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadFeedbackExport();
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="settings-feedback" data-testid="feedback-staff-section">
      <Stack gap="md">
        <Title order={2} size="h4" id="settings-feedback">
          {t('feedback.staff.title')}
        </Title>
        <PromptSwitch onPromptChanged={onPromptChanged} />
        <Group justify="space-between" align="center">
          <Text size="sm" data-testid="feedback-summary">
            {data
              ? data.average_rating === null
                ? t('feedback.staff.none')
                : t('feedback.staff.summary', { count: data.total, average: data.average_rating.toFixed(1), max: FEEDBACK_RATING_MAX })
              : null}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void exportAll()}
            loading={exporting}
            disabled={!data || data.total === 0}
            data-testid="feedback-export"
          >
            {t('feedback.staff.export')}
          </Button>
        </Group>
        {list.isError || exportError ? (
          <Alert color="red" role="alert">
            {errorText(t, list.error ?? exportError, { prefixes: ['feedback.errors'] })}
          </Alert>
        ) : null}
        {data && data.items.length > 0 ? (
          // A keyboard-focusable region: on a phone the table scrolls sideways.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('feedback.staff.title')}>
            <Table striped miw={560} data-testid="feedback-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('feedback.staff.date')}</Table.Th>
                  <Table.Th scope="col">{t('feedback.staff.rating')}</Table.Th>
                  <Table.Th scope="col">{t('feedback.staff.message')}</Table.Th>
                  <Table.Th scope="col">{t('feedback.staff.from')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id} data-feedback-id={item.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.created, { withTime: true })}</Table.Td>
                    <Table.Td>{t('feedback.hearts', { count: item.rating, max: FEEDBACK_RATING_MAX })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{item.message}</Table.Td>
                    <Table.Td>{item.user ? item.user.display_name : t('feedback.staff.deletedUser')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        ) : null}
        {pages > 1 ? (
          <Group justify="center" gap="sm">
            <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('feedback.staff.previous')}
            </Button>
            <Text size="sm">{t('feedback.staff.page', { page: page + 1, pages })}</Text>
            <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden />} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('feedback.staff.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
