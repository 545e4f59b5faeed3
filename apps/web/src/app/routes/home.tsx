// app/campus-dashboard, the signed-in start screen (spec §2): who is signed in, the way to the course
// chooser and the campus's courses, and pending campus invitations (issue 27). Opening it clears the
// course context and its side menu.
import { appPath } from '@campus/shared';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SignedInUser } from '../../features/auth/components/signed-in-user.tsx';
import { useAppLogout } from '../use-app-logout.ts';
import { useCampus } from '../../features/campus/api/get-campus.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { CreateCourseButton } from '../../features/course-editor/components/create-course-button.tsx';
import { CourseTemplatesButton } from '../../features/course-templates/components/course-templates-button.tsx';
import { PreviousCourseButton } from '../../features/courses/components/previous-course-button.tsx';
import { useSelectCourse } from '../../features/courses/hooks/use-select-course.ts';
import { clearCourseContext } from '../../features/courses/store/selected-course.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

// The course list loads after the greeting: the signed-in user sees at once who they are.
// Pending campus invitations (issue 27): rare, so their card loads on its own after the greeting.
const CampusInvitationsCard = lazy(async () => ({
  default: (await import('../../features/campus-invitations/components/campus-invitations-card.tsx')).CampusInvitationsCard,
}));
const CampusDashboard = lazy(async () => ({ default: (await import('../../features/campus/components/campus-dashboard.tsx')).CampusDashboard }));

export function HomeRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const selectCourse = useSelectCourse();
  const campus = useCampus();
  const { signOut, signingOut } = useAppLogout({
    rootPath: localized(appPath('start')),
    userPortalUrl: config.data?.global_header.userPortalUrl ?? null,
  });

  useEffect(() => {
    clearCourseContext();
  }, []);

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        <SignedInUser onSignOut={() => void signOut()} signingOut={signingOut} />
        <Group gap="md" align="center">
          {/* Only "no course selected": whether there are courses at all is the list's own empty state below
              (issue 17: "Your courses will appear here" no longer stands above a list of courses). */}
          <Text data-testid="home-no-course">{t('home.noCourse')}</Text>
          <Button component={Link} to={localized(appPath('course-menu-modal'))} leftSection={<IconSelector size={16} aria-hidden />} variant="light">
            {t('campus.dashboard.chooseCourse')}
          </Button>
          <PreviousCourseButton onOpen={(courseId) => void selectCourse(courseId)} />
          {/* Campus managers and admins (spec §6); a new course opens on its landing screen (spec §4). */}
          {campus.data ? <CreateCourseButton campus={campus.data} onCreated={(created) => void selectCourse(created.courseId)} /> : null}
          {/* Course templates (issue 18): for campus managers and admins, where the campus has templates. */}
          {campus.data ? <CourseTemplatesButton campus={campus.data} templateTo={(id) => localized(appPath('use-template', { id }))} /> : null}
        </Group>
      </Stack>
      <Suspense fallback={null}>
        <CampusInvitationsCard />
      </Suspense>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        }
      >
        <CampusDashboard onOpenCourse={(courseId) => void selectCourse(courseId)} />
      </Suspense>
    </Stack>
  );
}
