// The messages area of the side menu (spec §2, §4): the comment-mode note for students (cleared for
// everyone else) and the certificate message once a certificate is fulfilled and never downloaded.
import { shouldClearCommentMode, type Course } from '@campus/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isStudentMode } from '../../../lib/student-mode.ts';
import { useCertificateState } from '../api/get-certificate-state.ts';
import type { SideMenuMessage } from '../components/side-menu.tsx';
import { certificateMessageShown, clearCommentMode, getCommentModes } from '../utils/side-menu-messages.ts';

export function useSideMenuMessages(course: Course | undefined): SideMenuMessage[] {
  const { t } = useTranslation();
  const studentMode = isStudentMode();
  const roleIds = useMemo(() => course?.roles.map((role) => role.id) ?? [], [course]);
  const clears = course !== undefined && shouldClearCommentMode(roleIds, studentMode);

  useEffect(() => {
    if (clears) clearCommentMode();
  }, [clears]);

  const certificate = useCertificateState(course?.current_user.id, course?.og_id, course?.course_features.has_certificated === true);

  return useMemo(() => {
    const messages: SideMenuMessage[] = [];
    if (course !== undefined && !clears) {
      for (const kind of getCommentModes()) {
        messages.push({ id: `comment-mode-${kind}`, title: t('navigation.commentModeTitle'), text: t(`navigation.commentMode.${kind}`), color: 'blue' });
      }
    }
    if (certificateMessageShown(certificate.data)) {
      messages.push({
        id: 'certificate',
        title: t('navigation.certificateTitle'),
        text: certificate.data?.success_message || t('navigation.certificateDefault'),
        color: 'green',
      });
    }
    return messages;
  }, [course, clears, certificate.data, t]);
}
