// use-template/{id} (issue 18, spec §2): the course-templates feature's screen; the new course opens as
// any course does after creation (the courses feature selects it and goes to its landing screen).
import { useParams } from 'react-router';
import { UseTemplatePage } from '../../features/course-templates/components/use-template-page.tsx';
import { useSelectCourse } from '../../features/courses/hooks/use-select-course.ts';

export function UseTemplateRoute() {
  // The route's loader accepted the parameter as a positive integer.
  const templateId = Number(useParams().id);
  const selectCourse = useSelectCourse();
  return <UseTemplatePage key={templateId} templateId={templateId} onCreated={(courseId) => void selectCourse(courseId)} />;
}
