// course-{id}/app/assignments and assignment/{assignmentId} (spec §2): the assignments feature with the
// course of the layout. Links inside an assignment's description stay in the app (spec §4). Learners hand
// work in from the assignment page: the content feed's create form and the videos page's upload modal,
// opened with the assignment chosen (`?create=blog&assignment=`, `?assignment=&upload=1`).
import { coursePath, hasPermission, type Course } from '@campus/shared';
import { useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { AssignmentDetailPage } from '../../features/assignments/components/assignment-detail-page.tsx';
import { AssignmentsPage } from '../../features/assignments/components/assignments-page.tsx';
import type { WorkLinks } from '../../features/assignments/components/work-area.tsx';
import { useInterceptedLinks } from '../../features/navigation/hooks/use-intercepted-links.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseAssignmentsRoute() {
  return <AssignmentsPage course={useCourseOutlet()} />;
}

/** Where the course's screens take work for an assignment, for what the user may create there. */
export function workLinksFor(course: Pick<Course, 'og_id' | 'permissions'>, assignmentId: number, localized: (path: string) => string): WorkLinks {
  const links: WorkLinks = {};
  if (hasPermission(course.permissions, 'create_content')) {
    links.createContent = localized(`${coursePath(course.og_id, 'content')}?create=blog&assignment=${assignmentId}`);
  }
  if (hasPermission(course.permissions, 'upload_video')) {
    links.uploadVideo = localized(`${coursePath(course.og_id, 'videos')}?assignment=${assignmentId}&upload=1`);
  }
  return links;
}

export function CourseAssignmentRoute() {
  const course = useCourseOutlet();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  const description = useRef<HTMLDivElement>(null);
  useInterceptedLinks(description, { origin: config.data?.campus_url ?? window.location.origin, legacyBaseUrl: config.data?.legacy_base_url });
  // The route's loader accepted the parameter as a positive integer.
  const assignmentId = Number(useParams().assignmentId);
  // Key: another assignment is another page (its own form state, its own edit dialog).
  return (
    <AssignmentDetailPage
      key={assignmentId}
      course={course}
      assignmentId={assignmentId}
      descriptionRef={description}
      workLinks={workLinksFor(course, assignmentId, localized)}
      videoPath={(video) => localized(coursePath(course.og_id, 'video-player', { id: video.id }))}
    />
  );
}
