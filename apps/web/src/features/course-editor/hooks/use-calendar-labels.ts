// Names of the calendar's controls for screen readers, in the user's language.
import type { CalendarAriaLabels } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      nextMonth: t('courseForm.calendar.nextMonth'),
      previousMonth: t('courseForm.calendar.previousMonth'),
      nextYear: t('courseForm.calendar.nextYear'),
      previousYear: t('courseForm.calendar.previousYear'),
      nextDecade: t('courseForm.calendar.nextDecade'),
      previousDecade: t('courseForm.calendar.previousDecade'),
      monthLevelControl: t('courseForm.calendar.monthLevel'),
      yearLevelControl: t('courseForm.calendar.yearLevel'),
    }),
    [t],
  );
}
