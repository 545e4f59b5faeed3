// The create/edit form for staff (issue 6): title, rich-text description and work-area instructions, due
// date, publication, target groups and workgroups, attachments. Validates with the shared schema the
// server uses; the server's field errors land on the same fields. Loaded lazily (zod, dates, editor).
import { ASSIGNMENT_LIMITS, type Assignment, type AssignmentAttachment } from '@campus/shared';
import { ActionIcon, Alert, Button, FileInput, Group, List, MultiSelect, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteAttachment, uploadAttachment } from '../api/attachments.ts';
import { useAssignmentOptions } from '../api/get-assignment-options.ts';
import { invalidateAssignments } from '../api/invalidate.ts';
import { useSaveAssignment } from '../api/save-assignment.ts';
import {
  attachmentProblems,
  formValuesFrom,
  serverFieldErrors,
  toCreateInput,
  toUpdateInput,
  validateAssignmentForm,
  type AssignmentFormValues,
  type AttachmentProblem,
} from '../utils/assignment-form.ts';
import { formatFileSize } from '../utils/format.ts';
import { errorText } from '../../../lib/error-text.ts';
import { translateFormErrors } from '../../../lib/form-errors.ts';

const DueDatePicker = lazy(async () => ({ default: (await import('./due-date-picker.tsx')).DueDatePicker }));

export interface AssignmentFormProps {
  courseId: number;
  /** The assignment to edit; a new one is created without it. */
  assignment?: Assignment;
  onSaved: (assignment: Assignment) => void;
  onCancel: () => void;
  /** Tells the surrounding dialog whether closing would lose input (spec §8: cancel on a dirty form asks). */
  onDirtyChange?: (dirty: boolean) => void;
}

function problemText(problem: AttachmentProblem, t: TFunction): string {
  return problem.kind === 'tooLarge'
    ? t('assignments.form.attachments.tooLarge', { file: problem.file, max: formatFileSize(ASSIGNMENT_LIMITS.attachmentMaxBytes) })
    : t('assignments.form.attachments.tooMany', { max: problem.max });
}

/** Options of a multiselect: what the course offers plus what the assignment already has. */
function withCurrent<T extends { value: string }>(offered: readonly T[], current: readonly T[]): T[] {
  const values = new Set(offered.map((option) => option.value));
  return [...offered, ...current.filter((option) => !values.has(option.value))];
}

function ExistingAttachments({
  attachments,
  removed,
  onToggle,
}: {
  attachments: readonly AssignmentAttachment[];
  removed: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <List spacing={4} listStyleType="none" aria-label={t('assignments.form.attachments.existing')}>
      {attachments.map((attachment) => {
        const isRemoved = removed.has(attachment.id);
        const label = isRemoved ? t('assignments.form.attachments.keep', { name: attachment.name }) : t('assignments.form.attachments.remove', { name: attachment.name });
        return (
          <List.Item key={attachment.id}>
            <Group gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" td={isRemoved ? 'line-through' : undefined} c={isRemoved ? 'dimmed' : undefined}>
                {attachment.name} ({formatFileSize(attachment.size, i18n.language)})
              </Text>
              <Tooltip label={label}>
                <ActionIcon variant="subtle" color={isRemoved ? 'gray' : 'red'} aria-label={label} onClick={() => onToggle(attachment.id)}>
                  {isRemoved ? <IconArrowBackUp size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

export function AssignmentForm({ courseId, assignment, onSaved, onCancel, onDirtyChange }: AssignmentFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const options = useAssignmentOptions(courseId);
  const save = useSaveAssignment();
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<AssignmentFormValues>({
    mode: 'controlled',
    initialValues: formValuesFrom(assignment),
    validate: (values) => translateFormErrors(validateAssignmentForm(values, assignment ? null : courseId), t),
  });

  const existing = assignment?.attachments ?? [];
  const keptCount = existing.filter((attachment) => !removed.has(attachment.id)).length;
  const problems = attachmentProblems(files, keptCount);
  const dirty = form.isDirty() || files.length > 0 || removed.size > 0;

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const targetGroupData = useMemo(
    () =>
      withCurrent(
        (options.data?.targetGroups ?? []).map((name) => ({ value: name, label: name })),
        (assignment?.targetGroups ?? []).map((name) => ({ value: name, label: name })),
      ),
    [options.data, assignment],
  );
  const workgroupData = useMemo(
    () =>
      withCurrent(
        (options.data?.workgroups ?? []).map((workgroup) => ({ value: String(workgroup.id), label: workgroup.name })),
        (assignment?.workgroups ?? []).map((workgroup) => ({ value: String(workgroup.id), label: workgroup.name })),
      ),
    [options.data, assignment],
  );

  async function submit(values: AssignmentFormValues): Promise<void> {
    if (problems.length > 0) return;
    setSubmitError(null);
    setBusy(true);
    let saved: Assignment;
    try {
      saved = await save.mutateAsync(
        assignment ? { kind: 'update', id: assignment.id, input: toUpdateInput(values) } : { kind: 'create', input: toCreateInput(values, courseId) },
      );
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.errors.length > 0) {
        const fieldErrors = serverFieldErrors(error.errors);
        if (Object.keys(fieldErrors).length > 0) form.setErrors(translateFormErrors(fieldErrors, t));
      }
      setSubmitError(errorText(t, error));
      return;
    }

    // The assignment exists now; attachments follow one by one, and a failed one does not undo the save.
    const failed: string[] = [];
    for (const attachmentId of removed) {
      await deleteAttachment(saved.id, attachmentId).catch(() => failed.push(existing.find((a) => a.id === attachmentId)?.name ?? String(attachmentId)));
    }
    for (const file of files) {
      await uploadAttachment(saved.id, file).catch(() => failed.push(file.name));
    }
    await invalidateAssignments(queryClient, saved.id);
    setBusy(false);
    if (failed.length > 0) {
      notifications.show({ color: 'red', title: t('assignments.form.attachments.failedTitle'), message: failed.join(', ') });
    }
    notifications.show({ color: 'green', message: t(assignment ? 'assignments.form.updated' : 'assignments.form.created', { title: saved.title }) });
    form.resetDirty();
    onSaved(saved);
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={t(assignment ? 'assignments.form.editTitle' : 'assignments.form.createTitle')}>
      <Stack gap="md">
        {submitError ? (
          <Alert color="red" role="alert" title={t('assignments.form.saveFailed')}>
            {submitError}
          </Alert>
        ) : null}
        <TextInput label={t('assignments.form.title')} required maw="28rem" data-autofocus {...form.getInputProps('title')} />
        <RichTextEditor
          label={t('assignments.form.description')}
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
        />
        <RichTextEditor
          label={t('assignments.form.processing')}
          description={t('assignments.form.processingHint')}
          value={form.values.processingDescription}
          onChange={(html) => form.setFieldValue('processingDescription', html)}
          error={form.errors.processingDescription}
        />
        <Suspense fallback={<TextInput label={t('assignments.form.dueDate')} placeholder={t('assignments.form.noDueDate')} disabled maw="28rem" />}>
          <DueDatePicker
            label={t('assignments.form.dueDate')}
            placeholder={t('assignments.form.noDueDate')}
            value={form.values.dueDate}
            onChange={(value) => form.setFieldValue('dueDate', value)}
            error={form.errors.dueDate}
          />
        </Suspense>
        <Switch
          label={t('assignments.form.published')}
          description={t('assignments.form.publishedHint')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <MultiSelect
          label={t('assignments.form.targetGroups')}
          description={t('assignments.form.audienceHint')}
          placeholder={targetGroupData.length === 0 ? t('assignments.form.noTargetGroups') : undefined}
          data={targetGroupData}
          disabled={targetGroupData.length === 0}
          searchable
          clearable
          maw="28rem"
          {...form.getInputProps('targetGroups')}
        />
        <MultiSelect
          label={t('assignments.form.workgroups')}
          placeholder={workgroupData.length === 0 ? t('assignments.form.noWorkgroups') : undefined}
          data={workgroupData}
          disabled={workgroupData.length === 0}
          searchable
          clearable
          maw="28rem"
          {...form.getInputProps('workgroups')}
        />
        <Stack gap="xs">
          <ExistingAttachments
            attachments={existing}
            removed={removed}
            onToggle={(id) =>
              setRemoved((current) => {
                const next = new Set(current);
                if (!next.delete(id)) next.add(id);
                return next;
              })
            }
          />
          <FileInput
            label={t('assignments.form.attachments.add')}
            description={t('assignments.form.attachments.hint', { max: formatFileSize(ASSIGNMENT_LIMITS.attachmentMaxBytes, i18n.language) })}
            placeholder={t('assignments.form.attachments.choose')}
            multiple
            clearable
            value={files}
            onChange={setFiles}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            error={problems.length > 0 ? problems.map((problem) => problemText(problem, t)).join(' ') : undefined}
            maw="28rem"
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('assignments.form.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={problems.length > 0}>
            {t(assignment ? 'assignments.form.save' : 'assignments.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
