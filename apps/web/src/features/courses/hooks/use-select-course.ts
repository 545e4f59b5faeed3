// Choosing a course (spec §2, §4): load it, make it the selected course (the previous one goes onto the
// stack) and open its landing screen. A failure shows ERROR_SET_COURSE with an OK button (spec §8).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { courseQueryOptions } from '../api/get-course.ts';
import { setSelectedCourse } from '../store/selected-course.ts';
import { showAlert } from '../utils/alert.tsx';
import { courseLandingPath } from '../utils/course-landing.ts';

export interface SelectCourseOptions {
  /** Replace the current history entry (the chooser route should not stay in history). */
  replace?: boolean;
}

export function useSelectCourse(): (courseId: number, options?: SelectCourseOptions) => Promise<boolean> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { t } = useTranslation();

  return useCallback(
    async (courseId, options = {}) => {
      let landing: string;
      try {
        // Always ask the server again: roles, permissions and the legal state may have changed.
        const course = await queryClient.fetchQuery({ ...courseQueryOptions(courseId, false), staleTime: 0 });
        landing = courseLandingPath(course);
      } catch {
        showAlert({
          title: t('courses.alerts.ERROR_SET_COURSE_TITLE'),
          message: t('courses.alerts.ERROR_SET_COURSE_MESSAGE'),
          okLabel: t('courses.alerts.ok'),
          testId: 'alert-set-course',
        });
        return false;
      }
      setSelectedCourse(courseId);
      await navigate(localized(landing), { replace: options.replace === true });
      return true;
    },
    [queryClient, navigate, localized, t],
  );
}
