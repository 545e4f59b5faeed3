// The create/edit form of blog posts, news, documents (cmap) and external content (issue 7): title,
// rich-text body with image upload into the course, optional assignment, tags and, for external content,
// the address. Checks what it can before sending; a refused save keeps what was typed and marks the
// fields the server names. Loaded lazily with the editor.
import type { ContentItem, EditableContentType } from '@campus/shared';
import { CONTENT_TITLE_MAX, EXTERNAL_URL_MAX } from '@campus/shared';
import { Alert, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { useReportDirty } from '../../../hooks/use-report-dirty.ts';
import { useAssignmentChoices } from '../api/get-assignment-choices.ts';
import { useContentFilters } from '../api/get-content-filters.ts';
import { useLinkPreview, type LinkPreview } from '../api/get-link-preview.ts';
import { useSaveContent } from '../api/save-content.ts';
import { useEditorImageUpload } from '../hooks/use-editor-image-upload.ts';
import {
  contentFormValues,
  contentServerFieldErrors,
  fieldOfErrorCode,
  toContentCreateInput,
  toContentUpdateInput,
  validateContentForm,
  type ContentFormValues,
} from '../utils/content-form.ts';
import { errorCodeOf, errorText } from '../../../lib/error-text.ts';
import { saveFailureTexts, translateFormErrors } from '../../../lib/form-errors.ts';
import { withCurrent } from '../../../lib/select-options.ts';

export interface ContentFormProps {
  courseId: number;
  type: EditableContentType;
  /** The item to edit; a new one is created without it. */
  item?: ContentItem;
  /** A new item is linked to this assignment from the start (handing in from the assignment page). */
  assignmentId?: number | null;
  onSaved: (item: ContentItem) => void;
  onCancel: () => void;
  /** Tells the surrounding dialog or page whether leaving would lose input (spec §8). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function ContentForm({ courseId, type, item, assignmentId = null, onSaved, onCancel, onDirtyChange }: ContentFormProps) {
  const { t } = useTranslation();
  const save = useSaveContent();
  const uploadImage = useEditorImageUpload(courseId);
  const assignments = useAssignmentChoices(courseId);
  const filters = useContentFilters(courseId);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const linkPreview = useLinkPreview(courseId);
  const [preview, setPreview] = useState<LinkPreview | null>(null);

  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues: contentFormValues(item, assignmentId),
    validate: (values) => translateFormErrors(validateContentForm(values, type), t),
  });

  useReportDirty(form.isDirty(), onDirtyChange);

  const assignmentData = useMemo(
    () => (assignments.data ?? []).map((assignment) => ({ value: String(assignment.id), label: assignment.title })),
    [assignments.data],
  );
  const tagData = useMemo(
    () =>
      withCurrent(
        (filters.data?.tags ?? []).map((tag) => ({ value: String(tag.tid), label: tag.name })),
        (item?.tags ?? []).map((tag) => ({ value: String(tag.tid), label: tag.name })),
      ),
    [filters.data, item],
  );

  async function submit(values: ContentFormValues): Promise<void> {
    setSubmitError(null);
    let saved: ContentItem;
    try {
      saved = await save.mutateAsync(
        item ? { kind: 'update', input: toContentUpdateInput(values, item) } : { kind: 'create', courseId, input: toContentCreateInput(values, type) },
      );
    } catch (error) {
      const { message, fields } = saveFailureTexts(error, t, contentServerFieldErrors);
      const codeField = fieldOfErrorCode(errorCodeOf(error));
      if (codeField && !fields[codeField]) fields[codeField] = message;
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      setSubmitError(message);
      return;
    }
    notifications.show({ color: 'green', message: t(item ? 'content.form.updated' : 'content.form.created', { title: saved.title }) });
    form.resetDirty();
    onSaved(saved);
  }

  /** Fills the title from the page at the address (the server fetches it; public addresses only). */
  async function takeTitleFromPage(): Promise<void> {
    setPreview(null);
    const url = form.values.externalUrl.trim();
    if (form.validateField('externalUrl').hasError || url === '') return;
    try {
      const found = await linkPreview.mutateAsync(url);
      setPreview(found);
      if (found.title) form.setFieldValue('title', found.title.slice(0, CONTENT_TITLE_MAX));
      else form.setFieldError('externalUrl', t('content.form.previewNoTitle'));
    } catch (error) {
      form.setFieldError('externalUrl', errorText(t, error));
    }
  }

  const formLabel = t(item ? 'content.form.editTitle' : 'content.form.createTitle', { type: t(`content.types.${type}`) });
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={formLabel} data-testid="content-form">
      <Stack gap="md">
        {submitError ? (
          <Alert color="red" role="alert" title={t('content.form.saveFailed')}>
            {submitError}
          </Alert>
        ) : null}
        <TextInput
          label={t('content.form.title')}
          required
          maw="28rem"
          maxLength={CONTENT_TITLE_MAX + 1}
          data-autofocus
          {...form.getInputProps('title')}
        />
        {type === 'external_content' ? (
          <TextInput
            label={t('content.form.externalUrl')}
            description={t('content.form.externalUrlHint')}
            placeholder="https://"
            type="url"
            inputMode="url"
            required
            maw="28rem"
            maxLength={EXTERNAL_URL_MAX}
            {...form.getInputProps('externalUrl')}
          />
        ) : null}
        {type === 'external_content' ? (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Button variant="light" size="xs" onClick={() => void takeTitleFromPage()} loading={linkPreview.isPending} style={{ flexShrink: 0 }}>
              {t('content.form.takeTitle')}
            </Button>
            {preview ? (
              <Text size="sm" c="dimmed" data-testid="link-preview">
                {[preview.siteName, preview.description].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <RichTextEditor
          label={t('content.form.body')}
          value={form.values.body}
          onChange={(html) => form.setFieldValue('body', html)}
          error={form.errors.body}
          onUploadImage={uploadImage}
        />
        <Select
          label={t('content.form.assignment')}
          placeholder={assignmentData.length === 0 ? t('content.form.noAssignments') : t('content.form.noAssignment')}
          data={assignmentData}
          disabled={assignmentData.length === 0 && form.values.assignmentId === null}
          clearable
          searchable
          maw="28rem"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('assignmentId')}
        />
        <MultiSelect
          label={t('content.form.tags')}
          placeholder={tagData.length === 0 ? t('content.form.noTags') : undefined}
          data={tagData}
          disabled={tagData.length === 0}
          searchable
          clearable
          maw="28rem"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('tids')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('content.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(item ? 'content.form.save' : 'content.form.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
