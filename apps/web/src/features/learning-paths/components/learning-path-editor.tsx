// The staff editor of a learning path (issue 14): sections with a title, steps reordered by drag and drop
// or with the keyboard (dnd-kit: focus a step's handle, Space to pick it up, arrow keys to move, Space to
// drop, Escape to cancel), steps added from the course's assignments, content, videos and documents,
// the "requires the previous step" flag, and sections moved up or down. Saving replaces the whole path.
import type { LearningPath, LearningPathCandidate } from '@campus/shared';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveLearningPath } from '../api/save-learning-path.ts';
import {
  addSection,
  addStep,
  isDraftValid,
  moveSection,
  moveStep,
  removeSection,
  removeStep,
  renameSection,
  setRequiresPrevious,
  toDraft,
  toInput,
  unusedCandidates,
  type DraftSection,
  type DraftStep,
} from '../utils/draft.ts';

export interface LearningPathEditorProps {
  courseId: number;
  path: LearningPath;
  onClose: () => void;
  onSaved: () => void;
}

function SortableStep({
  step,
  onRemove,
  onRequiresPrevious,
}: {
  step: DraftStep;
  onRemove: () => void;
  onRequiresPrevious: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: step.key });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="sm"
      p="xs"
      data-testid="learning-path-editor-step"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, listStyle: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t('learningPath.editor.moveStep', { title: step.title })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {step.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`learningPath.kind.${step.kind}`)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Checkbox
            size="xs"
            label={t('learningPath.editor.requiresPrevious')}
            checked={step.requiresPrevious}
            onChange={(event) => onRequiresPrevious(event.currentTarget.checked)}
          />
          <ActionIcon variant="subtle" color="red" aria-label={t('learningPath.editor.removeStep', { title: step.title })} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

function candidateValue(candidate: LearningPathCandidate): string {
  return `${candidate.kind}:${candidate.refId}`;
}

export function LearningPathEditor({ courseId, path, onClose, onSaved }: LearningPathEditorProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState<DraftSection[]>(() => toDraft(path));
  const [newKeys, setNewKeys] = useState(0);
  const save = useSaveLearningPath(courseId, onSaved);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const available = unusedCandidates(draft, path.candidates);
  const titles = useMemo(() => new Map(draft.flatMap((section) => section.steps.map((step) => [step.key, step.title]))), [draft]);

  const title = (id: string | number | undefined) => (id === undefined ? '' : (titles.get(String(id)) ?? ''));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('learningPath.editor.announce.start', { title: title(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('learningPath.editor.announce.over', { title: title(active.id), target: title(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('learningPath.editor.announce.end', { title: title(active.id), target: title(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('learningPath.editor.announce.cancel', { title: title(active.id) }),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('learningPath.editor.instructions') };

  const onDragEnd = (sectionKey: string) => (event: DragEndEvent) => {
    const { active, over } = event;
    if (over && active.id !== over.id) setDraft((current) => moveStep(current, sectionKey, String(active.id), String(over.id)));
  };

  const kindGroups = (['assignment', 'content', 'external_content', 'video', 'document'] as const)
    .map((kind) => ({
      group: t(`learningPath.kind.${kind}`),
      items: available.filter((candidate) => candidate.kind === kind).map((candidate) => ({ value: candidateValue(candidate), label: candidate.title })),
    }))
    .filter((group) => group.items.length > 0);

  function submit(): void {
    save.mutate(toInput(draft), {
      onSuccess: () => notifications.show({ color: 'green', message: t('learningPath.editor.saved') }),
      onError: (error) => notifications.show({ color: 'red', title: t('learningPath.editor.saveFailed'), message: errorText(t, error) }),
    });
  }

  return (
    <Stack gap="md" data-testid="learning-path-editor">
      <Text size="sm" c="dimmed">
        {t('learningPath.editor.help')}
      </Text>
      {draft.map((section, index) => (
        <Paper key={section.key} withBorder radius="md" p="md" component="section" aria-label={section.title.trim() === '' ? t('learningPath.editor.untitled') : section.title}>
          <Group align="flex-end" gap="xs" mb="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('learningPath.editor.sectionTitle')}
              value={section.title}
              required
              maxLength={200}
              error={section.title.trim() === '' ? t('learningPath.editor.titleRequired') : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => renameSection(current, section.key, value));
              }}
            />
            <ActionIcon variant="default" size="lg" aria-label={t('learningPath.editor.sectionUp', { title: section.title })} disabled={index === 0} onClick={() => setDraft((current) => moveSection(current, section.key, -1))}>
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('learningPath.editor.sectionDown', { title: section.title })}
              disabled={index === draft.length - 1}
              onClick={() => setDraft((current) => moveSection(current, section.key, 1))}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" color="red" size="lg" aria-label={t('learningPath.editor.removeSection', { title: section.title })} onClick={() => setDraft((current) => removeSection(current, section.key))}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd(section.key)} accessibility={{ announcements, screenReaderInstructions }}>
            <SortableContext items={section.steps.map((step) => step.key)} strategy={verticalListSortingStrategy}>
              <Stack component="ol" gap="xs" p={0} m={0}>
                {section.steps.map((step) => (
                  <SortableStep
                    key={step.key}
                    step={step}
                    onRemove={() => setDraft((current) => removeStep(current, section.key, step.key))}
                    onRequiresPrevious={(value) => setDraft((current) => setRequiresPrevious(current, section.key, step.key, value))}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
          {kindGroups.length > 0 ? (
            <Select
              mt="sm"
              id={`${idPrefix}-add-${section.key}`}
              label={t('learningPath.editor.addStep')}
              placeholder={t('learningPath.editor.addStepPlaceholder')}
              data={kindGroups}
              value={null}
              searchable
              onChange={(value) => {
                const candidate = available.find((item) => candidateValue(item) === value);
                if (candidate) setDraft((current) => addStep(current, section.key, candidate));
              }}
            />
          ) : null}
        </Paper>
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setDraft((current) => addSection(current, '', `new-${newKeys}`));
            setNewKeys((count) => count + 1);
          }}
        >
          {t('learningPath.editor.addSection')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('learningPath.editor.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!isDraftValid(draft)}>
            {t('learningPath.editor.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
