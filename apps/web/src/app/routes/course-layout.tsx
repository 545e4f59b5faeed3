// Course-scoped routes (`[lang/]course-{id}/app/…`, spec §2): loads the course, makes it the selected
// course, shows the campus terms first when they are not accepted (spec §4 "Legal") and an inactive
// course's notice; the screens below read the course from the outlet context.
import { appPath, hasPermission, parseCourseSegment, type Course } from '@campus/shared';
import { Alert, Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { CourseEditFormHost } from '../../features/course-editor/components/course-edit-form-host.tsx';
import type { CourseDeletedResult } from '../../features/course-editor/utils/course-editor-target.ts';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { courseKeys } from '../../features/courses/api/query-keys.ts';
import type { CourseMenuModalState } from '../../features/courses/components/course-menu-modal-screen.tsx';
import { forgetDeletedCourse, setSelectedCourse } from '../../features/courses/store/selected-course.ts';
import { MemberContextProvider } from '../../components/member-name.tsx';
import { ReportFormProvider } from '../../components/report-action.tsx';
import { TermsGate } from '../../features/legal/components/terms-gate.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { ApiError, ERROR_SCREEN_STATUSES } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { LazyMemberContextActions } from '../member-context.tsx';
import { LazyReportForm } from '../report-form.tsx';

export function CourseLayoutRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  // The route's loader accepted the segment, so it is a course id.
  const courseId = parseCourseSegment(params.course ?? '') ?? 0;
  const course = useCourse(courseId);
  const config = useConfig(pathname);

  useEffect(() => {
    setSelectedCourse(courseId);
  }, [courseId]);

  if (course.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (course.isError) {
    const { error } = course;
    // 403/404/500 belong on the error screen (spec §8); the API client usually went there already.
    if (error instanceof ApiError && ERROR_SCREEN_STATUSES.includes(error.status)) {
      return <Navigate to={localized(appPath('error'))} replace state={{ status: error.status, code: error.code }} />;
    }
    return (
      <Alert color="red" role="alert">
        {errorText(t, error)}
      </Alert>
    );
  }

  const inactive = course.data.show ? null : config.data?.og_inactive;
  // A deleted course leaves the selection and the stack; the campus dashboard replaces its screen (which
  // closes the dialog, and back does not lead to it). Every query goes stale but none refetches now: the
  // course screen, still shown until the dashboard renders, would ask for the deleted course and get a 404
  // (the error screen). The dashboard refetches its lists when it mounts.
  const courseDeleted = ({ courseId: deletedId, title }: CourseDeletedResult) => {
    forgetDeletedCourse(deletedId);
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void navigate(localized(appPath('campus-dashboard')), { replace: true });
    notifications.show({ color: 'green', message: t('courseDelete.deleted', { title }) });
  };
  const chooseAnother = () => {
    const state: CourseMenuModalState = { required: true };
    void navigate(localized(appPath('course-menu-modal')), { state });
  };
  return (
    <TermsGate
      domainId={course.data.domain_id}
      required={!course.data.legal_accepted}
      onRejected={chooseAnother}
      onAccepted={() => void queryClient.invalidateQueries({ queryKey: courseKeys.all })}
    >
      {inactive ? (
        <Alert color="yellow" title={inactive.title} data-testid="course-inactive">
          {inactive.body}
        </Alert>
      ) : !course.data.show ? (
        <Alert color="yellow" data-testid="course-inactive">
          {t('courses.inactive')}
        </Alert>
      ) : (
        <>
          {/* Author names on the course's screens open the member context modal, and items offer
              "Report" with the report modal (issue 13). */}
          <MemberContextProvider value={LazyMemberContextActions}>
            <ReportFormProvider value={LazyReportForm}>
              <Outlet context={course.data} />
            </ReportFormProvider>
          </MemberContextProvider>
          {/* ?dialog=course-edit-form opens the edit dialog over the screen (spec §2 menu target). */}
          <CourseEditFormHost
            courseId={courseId}
            canEdit={hasPermission(course.data.permissions, 'administer_course')}
            onDeleted={courseDeleted}
          />
        </>
      )}
    </TermsGate>
  );
}

/** The course of the enclosing course route. */
export function useCourseOutlet(): Course {
  return useOutletContext<Course>();
}
