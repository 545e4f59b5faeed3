// A titled section with a chart and the same numbers as a table: "Show as table" switches between them,
// so everyone can read the values (screen readers also get the chart's summary from its aria-label).
// Used by the learning cockpit and the usage statistics.
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartCardProps {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  testId: string;
}

export function ChartCard({ title, chart, table, testId }: ChartCardProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={asTable ? <IconChartBar size={14} aria-hidden /> : <IconTable size={14} aria-hidden />}
          onClick={() => setAsTable((value) => !value)}
          aria-pressed={asTable}
          data-testid={`${testId}-toggle`}
        >
          {asTable ? t('common.showChart') : t('common.showTable')}
        </Button>
      </Group>
      {asTable ? table : chart}
    </Paper>
  );
}
