// Step "Course info": what the course dashboard shows (dashboard info title and text, course info). The
// texts are rich text (the shared editor, loaded in its own chunk); the server sanitizes what it stores.
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import type { StepProps } from './general-step.tsx';

export function CourseInfoStep({ state }: Pick<StepProps, 'state'>) {
  const { t } = useTranslation();
  const { form, field, visible } = state;
  return (
    <Stack gap="md" data-testid="course-step-course-info">
      {visible.has('dashboardInfoTitle') ? <TextInput {...field('dashboardInfoTitle')} label={t('courseForm.fields.dashboardInfoTitle')} /> : null}
      {visible.has('dashboardInfo') ? (
        <RichTextEditor
          label={t('courseForm.fields.dashboardInfo')}
          value={form.values.dashboardInfo}
          onChange={(html) => form.setFieldValue('dashboardInfo', html)}
          onBlur={() => form.validateField('dashboardInfo')}
          error={field('dashboardInfo').error}
        />
      ) : null}
      {visible.has('courseInfo') ? (
        <RichTextEditor
          label={t('courseForm.fields.courseInfo')}
          value={form.values.courseInfo}
          onChange={(html) => form.setFieldValue('courseInfo', html)}
          onBlur={() => form.validateField('courseInfo')}
          error={field('courseInfo').error}
        />
      ) : null}
    </Stack>
  );
}
