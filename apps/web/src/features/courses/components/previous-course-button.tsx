// "Previous courses can be restored" (spec §4 logout step 6, issue 16): on the campus dashboard, where no
// course is selected, the most recent course of the previous-course stack (kept across a sign-out) is
// offered to continue with. Hidden when the stack is empty or the course is no longer there.
import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCourseStack } from '../../../lib/course-stack.ts';
import { courseQueryOptions } from '../api/get-course.ts';
import { useSelectedCourseId } from '../store/selected-course.ts';

export interface PreviousCourseButtonProps {
  onOpen(courseId: number): void;
}

export function PreviousCourseButton({ onOpen }: PreviousCourseButtonProps) {
  const { t } = useTranslation();
  // Read on every change of the selection: the dashboard puts the course it clears on top of the stack.
  const selected = useSelectedCourseId();
  const courseId = selected === null ? (getCourseStack().at(-1) ?? null) : null;
  const course = useQuery({ ...courseQueryOptions(courseId ?? 0, false), enabled: courseId !== null, retry: false });
  if (courseId === null || !course.data) return null;
  return (
    <Button variant="subtle" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => onOpen(courseId)} data-testid="previous-course">
      {t('courses.previous', { course: course.data.label })}
    </Button>
  );
}
