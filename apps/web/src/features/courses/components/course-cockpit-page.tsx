// The course cockpit for teaching staff (guarded). Today it shows the overview the server offers
// (members per role); the assignment cockpit screens arrive with the tasks feature.
import type { Course } from '@campus/shared';
import { Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useCourseCockpit } from '../api/get-course-cockpit.ts';
import { CockpitDenied, CockpitGuard } from './cockpit-guard.tsx';
import { errorText } from '../../../lib/error-text.ts';

function CockpitOverview({ course }: { course: Course }) {
  const { t } = useTranslation();
  const cockpit = useCourseCockpit(course.og_id, true);
  if (cockpit.error instanceof ApiError && cockpit.error.status === 403) return <CockpitDenied />;
  if (cockpit.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (cockpit.isError) {
    return (
      <Text c="red" role="alert">
        {errorText(t, cockpit.error)}
      </Text>
    );
  }
  const { member_count, members_by_role } = cockpit.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('courses.cockpit.members', { count: member_count })}</Text>
        <Table striped aria-label={t('courses.cockpit.byRole')}>
          <Table.Tbody>
            {/* Every role the course has people in; a "Members 0" row read as if the course had nobody. */}
            {members_by_role.filter((row) => row.count > 0).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{t(`courses.cockpit.roles.${row.id}`)}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

export function CourseCockpitPage({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <CockpitGuard course={course}>
      <Stack gap="md" data-testid="course-cockpit">
        <Title order={1} size="h2">
          {t('courses.cockpit.title')}
        </Title>
        <CockpitOverview course={course} />
      </Stack>
    </CockpitGuard>
  );
}

export function AssignmentCockpitPage({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <CockpitGuard course={course}>
      <Stack gap="md" data-testid="assignment-cockpit">
        <Title order={1} size="h2">
          {t('courses.cockpit.assignmentTitle')}
        </Title>
        <Text>{t('courses.cockpit.assignmentPending')}</Text>
      </Stack>
    </CockpitGuard>
  );
}
