// course-{id}/app/learning-path (spec §2, issue 14): the learning paths feature with the course of the
// layout. A done step or a saved path changes the course's progress and menu: the course is refetched.
import { useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../features/courses/api/query-keys.ts';
import { LearningPathPage } from '../../features/learning-paths/components/learning-path-page.tsx';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseLearningPathRoute() {
  const course = useCourseOutlet();
  const queryClient = useQueryClient();
  return <LearningPathPage course={course} onChanged={() => void queryClient.invalidateQueries({ queryKey: courseKeys.detail(course.og_id) })} />;
}
