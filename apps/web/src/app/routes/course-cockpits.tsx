// course-{id}/app/course-cockpit and assignment-cockpit/{id} (spec §2, guarded): the cockpit guard of the
// courses feature around the course overview, the assignments grid and (courses with a certificate) who
// earned it, or one assignment's cockpit.
import { appPath } from '@campus/shared';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { AssignmentCockpitView } from '../../features/assignments/components/assignment-cockpit-page.tsx';
import { AssignmentsCourseCockpit } from '../../features/assignments/components/course-cockpit-grid.tsx';
import { CourseCertificateHolders } from '../../features/certificates/components/course-certificate-holders.tsx';
import { CockpitGuard } from '../../features/courses/components/cockpit-guard.tsx';
import { CourseCockpitPage } from '../../features/courses/components/course-cockpit-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseCockpitRoute() {
  const course = useCourseOutlet();
  const localized = useLocalizedPath();
  // A learner's name opens their learning cockpit (issue 14; `learning-cockpit` is in screens.ts).
  const learnerTo = (uid: number) => localized(appPath('learning-cockpit', { uid }));
  return (
    <CockpitGuard course={course}>
      <Stack gap="xl">
        <CourseCockpitPage course={course} />
        <AssignmentsCourseCockpit course={course} learnerTo={learnerTo} />
        {course.course_features.has_certificated ? <CourseCertificateHolders courseId={course.og_id} /> : null}
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
