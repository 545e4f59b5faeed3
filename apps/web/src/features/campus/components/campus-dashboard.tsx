// app/campus-dashboard (spec §2): the campus's courses (or groups), 30 a page with "load more",
// collapsible sections per site that remember their state on the server, a text and type filter.
import { COURSE_TYPES, type CampusCourse, type CampusListType, type CourseType } from '@campus/shared';
import {
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  NavLink,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconSchool, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampus } from '../api/get-campus.ts';
import { useCampusCourses } from '../api/get-campus-courses.ts';
import { useSetSectionCollapsed } from '../api/set-section-collapsed.ts';
import { campusSections, htmlToText, type SectionView } from '../utils/campus-sections.ts';

const FILTER_DEBOUNCE_MS = 300;

export interface CampusDashboardProps {
  /** Opens a course (selects it and goes to its landing screen). */
  onOpenCourse: (courseId: number) => void;
}

function CourseRow({ course, onOpen }: { course: CampusCourse; onOpen: () => void }) {
  const { t } = useTranslation();
  const description = htmlToText(course.description);
  return (
    <NavLink
      component="button"
      type="button"
      onClick={onOpen}
      label={course.label}
      description={description ? `${t(`courses.types.${course.course_type}`)} · ${description}` : t(`courses.types.${course.course_type}`)}
      leftSection={course.type === 'group' ? <IconUsersGroup size={18} aria-hidden /> : <IconSchool size={18} aria-hidden />}
      data-testid="campus-course"
      data-course-id={course.og_id}
      styles={{ description: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    />
  );
}

function Section({ section, onToggle, onOpen }: { section: SectionView; onToggle: () => void; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const opened = !section.collapsed;
  const name = section.name ?? t('campus.dashboard.noSite');
  return (
    <Paper withBorder radius="md" component="section" aria-label={name} data-testid="campus-section">
      <UnstyledButton onClick={onToggle} aria-expanded={opened} w="100%" p="sm" data-testid="campus-section-toggle">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {opened ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            <Text fw={600}>{name}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('campus.dashboard.count', { count: section.items.length })}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse in={opened}>
        <Stack gap={0} px="xs" pb="xs">
          {section.items.map((course) => (
            <CourseRow key={course.og_id} course={course} onOpen={() => onOpen(course.og_id)} />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

export function CampusDashboard({ onOpenCourse }: CampusDashboardProps) {
  const { t } = useTranslation();
  const campus = useCampus();
  const domainId = campus.data?.domainId;
  const [type, setType] = useState<CampusListType>('courses');
  const [text, setText] = useState('');
  const [courseType, setCourseType] = useState<CourseType | null>(null);
  const [filter] = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const list = useCampusCourses(domainId, type, { filter, courseType: type === 'courses' ? courseType : null });
  const collapse = useSetSectionCollapsed(domainId ?? 0, type);
  const sections = useMemo(() => campusSections(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const loaded = sections.reduce((sum, section) => sum + section.items.length, 0);

  return (
    <Stack gap="md" data-testid="campus-dashboard">
      <Title order={1} size="h2">
        {campus.data ? t('campus.dashboard.title', { campus: campus.data.name }) : t('campus.dashboard.titleFallback')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value === 'groups' ? 'groups' : 'courses')}
          data={[
            { value: 'courses', label: t('campus.dashboard.courses') },
            { value: 'groups', label: t('campus.dashboard.groups') },
          ]}
          aria-label={t('campus.dashboard.listType')}
        />
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('campus.dashboard.filterPlaceholder')}
          aria-label={t('campus.dashboard.filter')}
          type="search"
          style={{ flex: 1, minWidth: 200, maxWidth: '28rem' }}
        />
        {type === 'courses' ? (
          <Select
            value={courseType}
            onChange={(value) => setCourseType(COURSE_TYPES.find((candidate) => candidate === value) ?? null)}
            data={COURSE_TYPES.map((value) => ({ value, label: t(`courses.types.${value}`) }))}
            placeholder={t('campus.dashboard.allTypes')}
            aria-label={t('campus.dashboard.courseType')}
            clearable
            w={200}
          />
        ) : null}
      </Group>

      {campus.isError ? (
        <Text c="red" role="alert">
          {t('campus.dashboard.loadFailed')}
        </Text>
      ) : list.isPending || campus.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : list.isError ? (
        <Text c="red" role="alert">
          {t('campus.dashboard.loadFailed')}
        </Text>
      ) : sections.length === 0 ? (
        <Text c="dimmed" data-testid="campus-empty">
          {filter || courseType ? t('campus.dashboard.noMatch') : t('campus.dashboard.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {sections.map((section) => (
            <Section
              key={section.id}
              section={section}
              onOpen={onOpenCourse}
              onToggle={() => collapse.mutate({ sectionId: section.id, collapsed: !section.collapsed })}
            />
          ))}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="campus-loaded">
              {t('campus.dashboard.loaded', { loaded, total })}
            </Text>
            {list.hasNextPage ? (
              <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('campus.dashboard.loadMore')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
