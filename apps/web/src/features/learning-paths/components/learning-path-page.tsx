// course-{id}/app/learning-path (spec §2, issue 14): the course's path in sections, each step with the
// caller's status (done, open, locked), a progress bar, links to the step's screen and, for content and
// document steps, "Mark as done". Staff switch to the editor (lazy: dnd-kit loads only for them).
import type { Course, LearningPath, LearningPathStep } from '@campus/shared';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleDashed, IconEdit, IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { WHOLE_BADGE_STYLES } from '../../../components/whole-badge.ts';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLearningPath } from '../api/get-learning-path.ts';
import { useMarkStepDone } from '../api/mark-step-done.ts';
import { stepTarget } from '../utils/step-links.ts';

const LearningPathEditor = lazy(async () => ({ default: (await import('./learning-path-editor.tsx')).LearningPathEditor }));

export interface LearningPathPageProps {
  course: Pick<Course, 'og_id' | 'label'>;
  /** The progress or the path changed: the route refreshes the course (menu, student_progress). */
  onChanged?: () => void;
}

const STATUS_ICON = { done: IconCircleCheck, open: IconCircleDashed, locked: IconLock } as const;
const STATUS_COLOR = { done: 'green', open: 'blue', locked: 'gray' } as const;

function StepRow({ courseId, step, canTrack, pending, onDone }: { courseId: number; step: LearningPathStep; canTrack: boolean; pending: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const Icon = STATUS_ICON[step.status];
  const target = step.status === 'locked' ? null : stepTarget(courseId, step);
  const manual = step.kind === 'content' || step.kind === 'external_content' || step.kind === 'document';
  return (
    // On a phone the status and "Mark as done" move below the title instead of being cut off.
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" data-testid="learning-path-step" data-status={step.status}>
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <ThemeIcon color={STATUS_COLOR[step.status]} variant="light" radius="xl" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={0}>
          {target === null ? (
            <Text fw={500}>{step.title}</Text>
          ) : (
            <Anchor component={Link} to={localized(target)} fw={500}>
              {step.title}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {t(`learningPath.kind.${step.kind}`)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
        <Badge color={STATUS_COLOR[step.status]} variant="light" styles={WHOLE_BADGE_STYLES}>
          {t(`learningPath.status.${step.status}`)}
        </Badge>
        {manual && canTrack && step.status === 'open' ? (
          <Button size="xs" variant="default" loading={pending} onClick={onDone} aria-label={t('learningPath.markDoneNamed', { title: step.title })}>
            {t('learningPath.markDone')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

function LearnerView({ path, courseId, onChanged }: { path: LearningPath; courseId: number; onChanged?: () => void }) {
  const { t } = useTranslation();
  const markDone = useMarkStepDone(courseId, onChanged);
  const { progress } = path;
  const done = (step: LearningPathStep) =>
    markDone.mutate(step.id, {
      onError: (error) => notifications.show({ color: 'red', title: t('learningPath.markDoneFailed'), message: errorText(t, error) }),
    });

  if (!path.exists) return <Text c="dimmed">{path.can_edit ? t('learningPath.emptyStaff') : t('learningPath.empty')}</Text>;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="xs">
          <Text fw={500}>
            {t('learningPath.progress')}
          </Text>
          <Text fw={700} data-testid="learning-path-percent">
            {t('learningPath.percent', { percent: progress.percent })}
          </Text>
        </Group>
        <Progress value={progress.percent} size="lg" aria-label={t('learningPath.progress')} />
        <Text size="sm" c="dimmed" mt="xs">
          {t('learningPath.stepsDone', { done: progress.done, total: progress.total })}
        </Text>
      </Paper>
      {path.sections.map((section) => (
        <Paper key={section.id} withBorder radius="md" p="md" component="section" aria-labelledby={`learning-path-section-${section.id}`}>
          <Title order={2} size="h4" mb="sm" id={`learning-path-section-${section.id}`}>
            {section.title}
          </Title>
          {section.steps.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('learningPath.sectionEmpty')}
            </Text>
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {section.steps.map((step) => (
                <StepRow
                  key={step.id}
                  courseId={courseId}
                  step={step}
                  canTrack={path.can_track}
                  pending={markDone.isPending && markDone.variables === step.id}
                  onDone={() => done(step)}
                />
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

export function LearningPathPage({ course, onChanged }: LearningPathPageProps) {
  const { t } = useTranslation();
  const courseId = course.og_id;
  const path = useLearningPath(courseId);
  const [editing, setEditing] = useState(false);

  if (path.isPending) return <PageLoading />;
  if (path.isError) return <PageError error={path.error} title={t('learningPath.loadFailed')} />;

  return (
    <Stack gap="md" data-testid="learning-path-page">
      <Group justify="space-between">
        <Title order={1}>{t('learningPath.title')}</Title>
        {path.data.can_edit && !editing ? (
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('learningPath.edit')}
          </Button>
        ) : null}
      </Group>
      {editing ? (
        <Suspense fallback={<PageLoading />}>
          <LearningPathEditor
            courseId={courseId}
            path={path.data}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              onChanged?.();
            }}
          />
        </Suspense>
      ) : (
        <LearnerView path={path.data} courseId={courseId} onChanged={onChanged} />
      )}
    </Stack>
  );
}
