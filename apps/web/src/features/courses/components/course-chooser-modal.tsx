// The course selection modal (spec §2, §5): a search bar that filters from 2 characters, the courses
// grouped by site name, an optional close button. No courses at all → ERROR_EMPTY_COURSE and the
// modal closes (spec §8).
import type { CourseGroup, CourseListItem } from '@campus/shared';
import { Center, Loader, Modal, NavLink, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSchool, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourses } from '../api/get-courses.ts';
import { showAlert } from '../utils/alert.tsx';
import { countCourses, filterCourseGroups, MIN_SEARCH_LENGTH } from '../utils/course-filter.ts';

export interface CourseChooserModalProps {
  opened: boolean;
  onClose: () => void;
  /** Runs the selection; resolves false when it failed (the modal then stays open). */
  onSelect: (courseId: number) => Promise<boolean>;
  /** Spec §2: the close button is optional. */
  withCloseButton?: boolean;
  /** The course currently selected, marked in the list. */
  currentCourseId?: number | null;
}

function CourseOption({ course, busy, current, onSelect }: { course: CourseListItem; busy: boolean; current: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const isGroup = course.type === 'group';
  return (
    <NavLink
      component="button"
      type="button"
      label={course.label}
      description={isGroup ? t('courses.chooser.group') : t(`courses.types.${course.course_type}`)}
      leftSection={isGroup ? <IconUsersGroup size={18} aria-hidden /> : <IconSchool size={18} aria-hidden />}
      rightSection={busy ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
      active={current}
      aria-current={current ? 'true' : undefined}
      onClick={onSelect}
      disabled={busy}
      data-testid="course-option"
      data-course-id={course.og_id}
    />
  );
}

export function CourseChooserModal({ opened, onClose, onSelect, withCloseButton = true, currentCourseId }: CourseChooserModalProps) {
  const { t } = useTranslation();
  // Spec §9: the dialog is the full screen on mobile (theme); there the list takes the whole height.
  const mobile = useMediaQuery('(max-width: 48em)');
  const courses = useCourses();
  const [query, setQuery] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const groups = useMemo<CourseGroup[]>(() => filterCourseGroups(courses.data ?? [], query), [courses.data, query]);
  const isEmpty = courses.isSuccess && countCourses(courses.data) === 0;

  // No course to choose: tell the user once and close (spec §8).
  const reported = useRef(false);
  useEffect(() => {
    if (!opened || !isEmpty || reported.current) return;
    reported.current = true;
    showAlert({
      title: t('courses.alerts.ERROR_EMPTY_COURSE_TITLE'),
      message: t('courses.alerts.ERROR_EMPTY_COURSE_MESSAGE'),
      okLabel: t('courses.alerts.ok'),
      testId: 'alert-empty-course',
    });
    onClose();
  }, [opened, isEmpty, onClose, t]);

  const select = async (courseId: number) => {
    setBusyId(courseId);
    try {
      await onSelect(courseId);
    } finally {
      setBusyId(null);
    }
  };

  const trimmed = query.trim();
  return (
    <Modal
      opened={opened && !isEmpty}
      onClose={onClose}
      title={t('courses.chooser.title')}
      withCloseButton={withCloseButton}
      closeOnClickOutside={withCloseButton}
      closeOnEscape={withCloseButton}
      closeButtonProps={{ 'aria-label': t('courses.chooser.close') }}
      data-testid="course-menu-modal"
    >
      <Stack gap="sm" data-testid="course-chooser">
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('courses.chooser.searchPlaceholder')}
          aria-label={t('courses.chooser.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          data-autofocus
          data-testid="course-search"
        />
        {trimmed.length > 0 && trimmed.length < MIN_SEARCH_LENGTH ? (
          <Text size="xs" c="dimmed">
            {t('courses.chooser.minLength', { count: MIN_SEARCH_LENGTH })}
          </Text>
        ) : null}
        {courses.isPending ? (
          <Center py="lg">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : courses.isError ? (
          <Text c="red" role="alert">
            {t('courses.chooser.loadFailed')}
          </Text>
        ) : groups.length === 0 ? (
          <Text c="dimmed" data-testid="course-chooser-no-match">
            {t('courses.chooser.noMatch')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={mobile ? undefined : '60vh'}>
            <Stack gap="md">
              {groups.map((group) => (
                <section key={group.groupName} aria-label={group.groupName || t('courses.chooser.noSite')} data-testid="course-group">
                  <Title order={3} size="h6" c="dimmed" tt="uppercase" mb={4}>
                    {group.groupName || t('courses.chooser.noSite')}
                  </Title>
                  {group.courses.map((course) => (
                    <CourseOption
                      key={course.og_id}
                      course={course}
                      busy={busyId === course.og_id}
                      current={currentCourseId === course.og_id}
                      onSelect={() => void select(course.og_id)}
                    />
                  ))}
                </section>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
