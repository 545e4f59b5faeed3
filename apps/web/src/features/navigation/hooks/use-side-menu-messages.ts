// The messages area of the side menu (spec §2, §4): the comment-mode note for students (cleared for
// everyone else) and the certificate message once a certificate is fulfilled and never downloaded.
import { shouldClearCommentMode, type Course } from '@campus/shared';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { isStudentMode } from '../../../lib/student-mode.ts';
import { useCertificateState } from '../api/get-certificate-state.ts';
import type { SideMenuMessage } from '../components/side-menu.tsx';
import {
  certificateMessageShown,
  clearCommentMode,
  COMMENT_MODE_KINDS,
  getCommentModes,
  subscribeCommentMode,
  type CommentModeKind,
} from '../utils/side-menu-messages.ts';

/** The comment modes that apply in a course (its own and course-less ones), updated as they change. */
export function useCommentModes(courseId: number | undefined): CommentModeKind[] {
  const snapshot = useSyncExternalStore(subscribeCommentMode, () => {
    const modes = new Set([...getCommentModes(), ...(courseId === undefined ? [] : getCommentModes(courseId))]);
    return COMMENT_MODE_KINDS.filter((kind) => modes.has(kind)).join(',');
  });
  return useMemo(() => (snapshot === '' ? [] : (snapshot.split(',') as CommentModeKind[])), [snapshot]);
}

/** `certificatesOn`: the campus switch (GET /config certificates); off → no certificate message, no request. */
export function useSideMenuMessages(course: Course | undefined, certificatesOn = true): SideMenuMessage[] {
  const { t } = useTranslation();
  const studentMode = isStudentMode();
  const roleIds = useMemo(() => course?.roles.map((role) => role.id) ?? [], [course]);
  const clears = course !== undefined && shouldClearCommentMode(roleIds, studentMode);

  const courseId = course?.og_id;
  useEffect(() => {
    if (clears) clearCommentMode(courseId);
  }, [clears, courseId]);
  const commentModes = useCommentModes(courseId);

  const localized = useLocalizedPath();
  const certificate = useCertificateState(course?.current_user.id, course?.og_id, certificatesOn && course?.course_features.has_certificated === true);

  return useMemo(() => {
    const messages: SideMenuMessage[] = [];
    if (course !== undefined && !clears) {
      for (const kind of commentModes) {
        messages.push({ id: `comment-mode-${kind}`, title: t('navigation.commentModeTitle'), text: t(`navigation.commentMode.${kind}`), color: 'blue' });
      }
    }
    if (certificateMessageShown(certificate.data)) {
      messages.push({
        id: 'certificate',
        title: t('navigation.certificateTitle'),
        text: certificate.data?.success_message || t('navigation.certificateDefault'),
        color: 'green',
        link: { to: localized(`/user/${certificate.data?.uid ?? 0}/certificates`), label: t('navigation.certificateOpen') },
      });
    }
    return messages;
  }, [course, clears, commentModes, certificate.data, t, localized]);
}
