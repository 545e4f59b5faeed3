// The cockpit guard (spec §5 "Guard"): a student opening course-cockpit or assignment-cockpit/{id} is
// sent to the root and told why. The server refuses the same calls with 403 (COCKPIT_FORBIDDEN); such an
// answer ends here too.
import type { Course } from '@campus/shared';
import { appPath } from '@campus/shared';
import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { isStudentMode } from '../../../lib/student-mode.ts';
import { mayOpenCockpit } from '../utils/cockpit-access.ts';

const DENIED_NOTIFICATION_ID = 'cockpit-denied';

/** Sends the user to the root with the reason; rendered instead of a screen the user may not open. */
export function CockpitDenied() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useEffect(() => {
    // A fixed id: a second denial replaces the first message instead of stacking.
    notifications.show({
      id: DENIED_NOTIFICATION_ID,
      color: 'orange',
      title: t('courses.guard.title'),
      message: t('courses.guard.cockpit'),
      autoClose: 8000,
    });
  }, [t]);
  return <Navigate to={localized(appPath('start'))} replace />;
}

export function CockpitGuard({ course, children }: { course: Pick<Course, 'roles' | 'permissions'>; children: ReactNode }) {
  if (!mayOpenCockpit(course, isStudentMode())) return <CockpitDenied />;
  return children;
}
