// "Use as template" in the course cockpit, for those who administer the course (issue 18): marks the
// course as a template of its campus or unmarks it; while it is one, a link opens the use-template screen.
import { Alert, Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useSetTemplateFlag, useTemplateFlag } from '../api/course-templates.ts';

const PREFIXES = { prefixes: ['courseTemplates.errors'] } as const;

export interface CourseTemplateSwitchProps {
  courseId: number;
  /** The use-template screen of this course (with language prefix). */
  templateTo: string;
}

export function CourseTemplateSwitch({ courseId, templateTo }: CourseTemplateSwitchProps) {
  const { t } = useTranslation();
  const flag = useTemplateFlag(courseId);
  const save = useSetTemplateFlag(courseId);
  if (!flag.data) return null;
  const isTemplate = flag.data.isTemplate;
  return (
    <Paper withBorder p="md" data-testid="course-template-panel">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('courseTemplates.switch.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('courseTemplates.switch.hint')}
        </Text>
        <Group gap="md">
          <Switch
            label={t('courseTemplates.switch.label')}
            checked={isTemplate}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
            data-testid="course-template-switch"
          />
          {isTemplate ? (
            <Anchor component={Link} to={templateTo} data-testid="course-template-use">
              {t('courseTemplates.switch.use')}
            </Anchor>
          ) : null}
        </Group>
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, save.error, PREFIXES)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
