// course-{id}/app/course-cockpit and assignment-cockpit/{id} (spec §2, guarded): the cockpit guard of the
// courses feature around the course overview and the assignments grid, or one assignment's cockpit.
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { AssignmentCockpitView } from '../../features/assignments/components/assignment-cockpit-page.tsx';
import { AssignmentsCourseCockpit } from '../../features/assignments/components/course-cockpit-grid.tsx';
import { CockpitGuard } from '../../features/courses/components/cockpit-guard.tsx';
import { CourseCockpitPage } from '../../features/courses/components/course-cockpit-page.tsx';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseCockpitRoute() {
  const course = useCourseOutlet();
  return (
    <CockpitGuard course={course}>
      <Stack gap="xl">
        <CourseCockpitPage course={course} />
        <AssignmentsCourseCockpit course={course} />
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
