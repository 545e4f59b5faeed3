// The report modal's form (spec `report-modal`, issue 13): a category and an optional reason (at most
// 1000 characters) to the course staff. A refused report keeps what was typed and says why.
import { REPORT_CATEGORIES, REPORT_TEXT_MAX, type ReportCategory } from '@campus/shared';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTargetRef } from '../../../components/report-action.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateReport } from '../api/reports.ts';
import { REPORT_ERROR_PREFIXES } from '../utils/error-prefixes.ts';

export function ReportForm({ target, onClose }: { target: ReportTargetRef; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateReport();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [text, setText] = useState('');
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function submit() {
    if (category === null) {
      setCategoryError(t('reports.form.categoryRequired'));
      return;
    }
    setCategoryError(null);
    setFailure(null);
    const reason = text.trim();
    create.mutate(
      { kind: target.kind, targetId: target.targetId, category, ...(reason === '' ? {} : { text: reason }) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('reports.form.sent') });
          onClose();
        },
        onError: (error) => setFailure(errorText(t, error, { prefixes: REPORT_ERROR_PREFIXES })),
      },
    );
  }

  return (
    <form
      noValidate
      data-testid="report-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('reports.form.intro', { label: target.label })}</Text>
        {failure ? (
          <Alert color="red" role="alert" data-testid="report-form-error">
            {failure}
          </Alert>
        ) : null}
        <Radio.Group
          label={t('reports.form.category')}
          required
          value={category}
          onChange={(value) => setCategory(value as ReportCategory)}
          error={categoryError}
        >
          <Stack gap="xs" mt="xs">
            {REPORT_CATEGORIES.map((value) => (
              <Radio key={value} value={value} label={t(`reports.category.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('reports.form.text')}
          description={t('reports.form.textHint', { max: REPORT_TEXT_MAX })}
          autosize
          minRows={3}
          maxLength={REPORT_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('reports.form.cancel')}
          </Button>
          <Button type="submit" color="red" loading={create.isPending}>
            {t('reports.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
