// course-{id}/app/course-cockpit and assignment-cockpit/{id} (spec §2, guarded): the cockpit guard of the
// courses feature around the course overview, the assignments grid and (courses with a certificate) who
// earned it, the staff's reports panel (issue 13), or one assignment's cockpit.
import { appPath, canModerateReports, type Report } from '@campus/shared';
import { Stack } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { AssignmentCockpitView } from '../../features/assignments/components/assignment-cockpit-page.tsx';
import { AssignmentsCourseCockpit } from '../../features/assignments/components/course-cockpit-grid.tsx';
import { CourseCertificateHolders } from '../../features/certificates/components/course-certificate-holders.tsx';
import { useConfig } from '../../features/config/api/get-config.ts';
import { CockpitGuard } from '../../features/courses/components/cockpit-guard.tsx';
import { CourseCockpitPage } from '../../features/courses/components/course-cockpit-page.tsx';
import { CourseTemplateSwitch } from '../../features/course-templates/components/course-template-switch.tsx';
import { ReportsPanel } from '../../features/reports/components/reports-panel.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { useExistingPath } from '../screen-exists.ts';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseCockpitRoute() {
  const course = useCourseOutlet();
  const localized = useLocalizedPath();
  // A learner's name opens their learning cockpit (issue 14; `learning-cockpit` is in screens.ts).
  const learnerTo = (uid: number) => localized(appPath('learning-cockpit', { uid }));
  const existing = useExistingPath();
  // The campus may turn certificates off (campus settings, features): then no holders list.
  const certificatesOn = useConfig(useLocation().pathname).data?.certificates === true;
  // A reported item links to its screen where that screen exists.
  const reportTargetHref = (report: Report) => {
    const path = report.target_path === null ? null : existing(report.target_path);
    return path === null ? null : localized(path);
  };
  return (
    <CockpitGuard course={course}>
      <Stack gap="xl">
        <CourseCockpitPage course={course} />
        <AssignmentsCourseCockpit course={course} learnerTo={learnerTo} />
        {certificatesOn && course.course_features.has_certificated ? <CourseCertificateHolders courseId={course.og_id} /> : null}
        {canModerateReports(course.permissions) ? <ReportsPanel courseId={course.og_id} targetHref={reportTargetHref} /> : null}
        {/* Course templates (issue 18): those who administer the course mark it as a template. */}
        {course.permissions.administer_course === 1 ? (
          <CourseTemplateSwitch courseId={course.og_id} templateTo={localized(appPath('use-template', { id: course.og_id }))} />
        ) : null}
      </Stack>
    </CockpitGuard>
  );
}

export function AssignmentCockpitRoute() {
  const course = useCourseOutlet();
  // The route's loader accepted the parameter as a positive integer.
  const assignmentId = Number(useParams().id);
  return (
    <CockpitGuard course={course}>
      <AssignmentCockpitView key={assignmentId} course={course} assignmentId={assignmentId} />
    </CockpitGuard>
  );
}
