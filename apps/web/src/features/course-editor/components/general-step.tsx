// Step "General": title, description, category and subcategory, target groups, the course period and,
// for blended learning, the spot type with its quotas and the spot info (spec §2, §4, §5, §9).
import {
  applyCategoryChange,
  applySpotTypeChange,
  DATE_FORMAT,
  quotasApply,
  SPOT_TYPES,
  VOCABULARY,
  type SpotType,
} from '@campus/shared';
import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../hooks/use-calendar-labels.ts';
import type { CourseEditorFormState } from '../hooks/use-course-editor-form.ts';
import { SingleTermInput } from './single-term-input.tsx';
import { SpotInfo } from './spot-info.tsx';
import { TargetGroupSelect } from './target-group-select.tsx';

export interface StepProps {
  state: CourseEditorFormState;
  domainId: number;
  targetGroupOptions: readonly string[];
}

/** Quotas are digits only (spec §5); the text is kept as typed and validated by the shared schema. */
function quotaText(value: string | number | null): string {
  return value === null ? '' : String(value);
}

export function GeneralStep({ state, domainId, targetGroupOptions }: StepProps) {
  const { t } = useTranslation();
  const calendarLabels = useCalendarLabels();
  const { form, field, visible, enabled, context } = state;
  const values = form.values;
  const quotasVisible = visible.has('spottype') && quotasApply(context.courseType);

  return (
    <Stack gap="md" data-testid="course-step-general">
      <TextInput
        {...field('title')}
        label={t('courseForm.fields.title')}
        required
        data-testid="course-title"
      />
      <Textarea
        {...field('description')}
        label={t('courseForm.fields.description')}
        required
        autosize
        minRows={3}
        maxRows={10}
        data-testid="course-description"
      />
      {visible.has('category') || visible.has('subcategory') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {visible.has('category') ? (
            <SingleTermInput
              label={t('courseForm.fields.category')}
              description={t('courseForm.hints.term')}
              value={values.category}
              onChange={(category) => form.setValues(applyCategoryChange(form.getValues(), category))}
              error={field('category').error}
              domainId={domainId}
              vid={VOCABULARY.courseCategories}
              data-testid="course-category"
            />
          ) : null}
          {visible.has('subcategory') ? (
            <SingleTermInput
              label={t('courseForm.fields.subcategory')}
              description={enabled.subcategory ? t('courseForm.hints.term') : t('courseForm.hints.subcategoryNeedsCategory')}
              value={values.subcategory}
              onChange={(subcategory) => form.setFieldValue('subcategory', subcategory)}
              error={field('subcategory').error}
              domainId={domainId}
              vid={VOCABULARY.childCategories}
              category={values.category}
              disabled={!enabled.subcategory}
              data-testid="course-subcategory"
            />
          ) : null}
        </SimpleGrid>
      ) : null}
      {visible.has('course_target_group') ? (
        <TargetGroupSelect
          label={t('courseForm.fields.targetGroups')}
          placeholder={t('courseForm.targetGroups.placeholder')}
          options={targetGroupOptions}
          value={values.course_target_group}
          onChange={(groups) => form.setFieldValue('course_target_group', groups)}
          onBlur={() => form.validateField('course_target_group')}
          required={context.targetGroupRequired}
          error={field('course_target_group').error}
          data-testid="course-target-groups"
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          {...field('startdate')}
          label={t('courseForm.fields.startdate')}
          description={enabled.startdate ? undefined : t('courseForm.hints.startdateLocked')}
          required
          valueFormat={DATE_FORMAT}
          minDate={context.isNew ? context.today : undefined}
          disabled={!enabled.startdate}
          ariaLabels={calendarLabels}
          data-testid="course-startdate"
        />
        <DatePickerInput
          {...field('enddate')}
          label={t('courseForm.fields.enddate')}
          required
          valueFormat={DATE_FORMAT}
          minDate={values.startdate ?? (context.isNew ? context.today : undefined)}
          ariaLabels={calendarLabels}
          data-testid="course-enddate"
        />
      </SimpleGrid>
      {quotasVisible ? (
        <Stack gap="sm">
          <Radio.Group
            label={t('courseForm.fields.spottype')}
            value={values.spottype ?? ''}
            onChange={(value) => form.setValues(applySpotTypeChange(form.getValues(), value as SpotType))}
            error={field('spottype').error}
            data-testid="course-spottype"
          >
            <Group mt="xs">
              {SPOT_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`courseForm.options.spottype.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...field('campusSpotQuota')}
              value={quotaText(values.campusSpotQuota)}
              label={t('courseForm.fields.campusSpotQuota')}
              inputMode="numeric"
              disabled={!enabled.quotas}
              data-testid="course-campus-quota"
            />
            <TextInput
              {...field('courseSpotQuota')}
              value={quotaText(values.courseSpotQuota)}
              label={t('courseForm.fields.courseSpotQuota')}
              inputMode="numeric"
              disabled={!enabled.quotas}
              data-testid="course-course-quota"
            />
          </SimpleGrid>
          {enabled.quotas ? <SpotInfo values={values} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
