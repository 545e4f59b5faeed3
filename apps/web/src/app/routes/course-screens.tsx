// The screens beneath `course-{id}/app/`: each composes a feature with the course of the layout.
import { useLocation } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { AssignmentCockpitPage, CourseCockpitPage } from '../../features/courses/components/course-cockpit-page.tsx';
import { CourseDashboard } from '../../features/dashboard/components/course-dashboard.tsx';
import { InterceptedLinks } from '../../features/navigation/components/intercepted-links.tsx';
import { LegacyPage } from '../../features/navigation/components/legacy-page.tsx';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseDashboardRoute() {
  const course = useCourseOutlet();
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  // Links inside the course texts stay in the app (spec §4 "Link clicks are intercepted").
  return (
    <InterceptedLinks origin={config.data?.campus_url ?? window.location.origin} legacyBaseUrl={config.data?.legacy_base_url}>
      <CourseDashboard course={course} />
    </InterceptedLinks>
  );
}

export function CourseCockpitRoute() {
  return <CourseCockpitPage course={useCourseOutlet()} />;
}

export function AssignmentCockpitRoute() {
  return <AssignmentCockpitPage course={useCourseOutlet()} />;
}

/** A course screen a later feature brings (tasks, content, videos …): said plainly until then. */
export function CoursePendingRoute() {
  return <LegacyPage baseUrl={null} pending />;
}

/** The course catch-all (spec §2): the legacy frame page. */
export function CourseLegacyRoute() {
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  return <LegacyPage baseUrl={config.data?.legacy_base_url} />;
}
