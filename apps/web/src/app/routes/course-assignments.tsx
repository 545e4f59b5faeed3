// course-{id}/app/assignments and assignment/{assignmentId} (spec §2): the assignments feature with the
// course of the layout. Links inside an assignment's description stay in the app (spec §4).
import { useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { AssignmentDetailPage } from '../../features/assignments/components/assignment-detail-page.tsx';
import { AssignmentsPage } from '../../features/assignments/components/assignments-page.tsx';
import { useInterceptedLinks } from '../../features/navigation/hooks/use-intercepted-links.ts';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseAssignmentsRoute() {
  return <AssignmentsPage course={useCourseOutlet()} />;
}

export function CourseAssignmentRoute() {
  const course = useCourseOutlet();
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  const description = useRef<HTMLDivElement>(null);
  useInterceptedLinks(description, { origin: config.data?.campus_url ?? window.location.origin });
  // The route's loader accepted the parameter as a positive integer.
  const assignmentId = Number(useParams().assignmentId);
  // Key: another assignment is another page (its own form state, its own edit dialog).
  return <AssignmentDetailPage key={assignmentId} course={course} assignmentId={assignmentId} descriptionRef={description} />;
}
