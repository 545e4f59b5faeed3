// course-{id}/app/course-documents (spec §2): the course documents feature with the course of the layout.
import { CourseDocumentsPage } from '../../features/course-documents/components/course-documents-page.tsx';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseDocumentsRoute() {
  return <CourseDocumentsPage course={useCourseOutlet()} />;
}
