// Downloads a cockpit as an xlsx workbook in the user's language (the server neutralises formulas).
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportLanguageOf } from '../utils/format.ts';
import { errorText } from '../../../lib/error-text.ts';

export function ExportButton({ download }: { download: (language: 'de' | 'en') => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run(): Promise<void> {
    setBusy(true);
    try {
      await download(exportLanguageOf(i18n.resolvedLanguage ?? i18n.language));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('assignments.cockpit.exportFailed'),
        message: errorText(t, error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
      {t('assignments.cockpit.export')}
    </Button>
  );
}
