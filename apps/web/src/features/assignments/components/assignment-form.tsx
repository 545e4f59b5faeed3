// The create/edit form for staff (issue 6): title, rich-text description and work-area instructions, due
// date, publication, target groups and workgroups, attachments. Validates with the shared schema the
// server uses; the server's field errors land on the same fields. Loaded lazily (zod, dates, editor).
import type { Assignment } from '@campus/shared';
import { Alert, Button, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { useReportDirty } from '../../../hooks/use-report-dirty.ts';
import { applyAttachmentChanges } from '../api/attachments.ts';
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
} from '../utils/assignment-form.ts';
import { targetGroupOptions, toggled, workgroupOptions } from '../utils/form-options.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { saveFailureTexts, translateFormErrors } from '../../../lib/form-errors.ts';

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

export function AssignmentForm({ courseId, assignment, onSaved, onCancel, onDirtyChange }: AssignmentFormProps) {
  const { t } = useTranslation();
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

  useReportDirty(dirty, onDirtyChange);

  const targetGroupData = useMemo(() => targetGroupOptions(options.data?.targetGroups ?? [], assignment?.targetGroups ?? []), [options.data, assignment]);
  const workgroupData = useMemo(() => workgroupOptions(options.data?.workgroups ?? [], assignment?.workgroups ?? []), [options.data, assignment]);

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
      const failure = saveFailureTexts(error, t, serverFieldErrors);
      if (Object.keys(failure.fields).length > 0) form.setErrors(failure.fields);
      setSubmitError(failure.message);
      return;
    }

    // The assignment exists now; attachments follow one by one, and a failed one does not undo the save.
    const failed = await applyAttachmentChanges(saved.id, { existing, removed, added: files });
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
        <AttachmentsField
          existing={existing}
          removed={removed}
          onToggleRemoved={(id) => setRemoved((current) => toggled(current, id))}
          files={files}
          onFilesChange={setFiles}
          problems={problems}
        />
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
