// Spot info of a blended course: the places its quotas give over the course period, or SPOT_ERROR_DATE
// while the dates do not make a period (spec §8, §9).
import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseFormValues } from '../utils/course-form-values.ts';
import { spotSummary } from '../utils/spot-summary.ts';

export function SpotInfo({ values }: { values: Pick<CourseFormValues, 'startdate' | 'enddate' | 'campusSpotQuota' | 'courseSpotQuota'> }) {
  const { t } = useTranslation();
  const summary = spotSummary(values);
  if (summary.kind === 'error') {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="spot-info" data-error={summary.error}>
        {t(`courseForm.spots.${summary.error}`)}
      </Alert>
    );
  }
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="spot-info" title={t('courseForm.spots.title', { count: summary.periodDays })}>
      {summary.campus === null && summary.course === null ? (
        <Text size="sm">{t('courseForm.spots.noQuota')}</Text>
      ) : (
        <List size="sm">
          {summary.campus !== null ? <List.Item>{t('courseForm.spots.campus', { count: summary.campus })}</List.Item> : null}
          {summary.course !== null ? <List.Item>{t('courseForm.spots.course', { count: summary.course })}</List.Item> : null}
        </List>
      )}
    </Alert>
  );
}
