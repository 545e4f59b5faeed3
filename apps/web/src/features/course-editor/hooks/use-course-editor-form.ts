// The dialog's form (@mantine/form) validated by the shared save schema, with what the steps need:
// visible fields, fields enabled by the spec §4 rules, live errors per step and the translated inputs.
import { isStartDateLocked, todayInTimeZone, type CourseConfig, type CourseStepId } from '@campus/shared';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { validateCourseForm, type CourseFormContext, type CourseFormErrors, type CourseFormValidation } from '../utils/course-form-resolver.ts';
import {
  calendarDateToUnixSeconds,
  COURSE_DATE_TIME_ZONE,
  errorsOfSteps,
  formValuesFromConfig,
  type CourseFormField,
  type CourseFormValues,
} from '../utils/course-form-values.ts';
import { enabledFormFields, visibleFormFields, type EnabledFields } from '../utils/course-fields.ts';
import { useErrorText } from './use-error-text.ts';

export type CourseForm = UseFormReturnType<CourseFormValues>;

export interface CourseEditorFormState {
  form: CourseForm;
  context: CourseFormContext;
  initialValues: CourseFormValues;
  visible: ReadonlySet<CourseFormField>;
  enabled: EnabledFields;
  /** Validation of the current values (every field, hidden ones included). */
  validation: CourseFormValidation;
  /** Current errors of the visible fields of the given steps. */
  stepErrors: (steps: readonly CourseStepId[]) => CourseFormErrors;
  /** getInputProps with the error translated. */
  field: (path: CourseFormField, options?: { type: 'checkbox' }) => ReturnType<CourseForm['getInputProps']> & { error: ReactNode };
}

function onlyVisible(errors: CourseFormErrors, visible: ReadonlySet<string>): CourseFormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => visible.has(path)));
}

export function useCourseEditorForm(config: CourseConfig, isNew: boolean): CourseEditorFormState {
  const errorText = useErrorText();
  const [today] = useState(() => todayInTimeZone(COURSE_DATE_TIME_ZONE));
  const initialValues = useMemo(() => formValuesFromConfig(config), [config]);
  const visible = useMemo(() => visibleFormFields(config), [config]);
  // As on the server: a start date may not be moved into the past unless it had passed already.
  const startLocked =
    !config.config.start_date.editable ||
    isStartDateLocked(calendarDateToUnixSeconds(initialValues.startdate), { isNew, today, timeZone: COURSE_DATE_TIME_ZONE });
  const context = useMemo<CourseFormContext>(
    () => ({
      courseType: config.type,
      isNew: isNew || !startLocked,
      today,
      targetGroupRequired: config.config.course_target_group_required.value && visible.has('course_target_group'),
    }),
    [config, isNew, startLocked, today, visible],
  );

  const form = useForm<CourseFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => onlyVisible(validateCourseForm(values, context).errors, visible),
    validateInputOnBlur: true,
  });

  const values = form.values;
  const validation = useMemo(() => validateCourseForm(values, context), [values, context]);
  const enabled = enabledFormFields(values, {
    isNew,
    today,
    timeZone: COURSE_DATE_TIME_ZONE,
    initialStartdate: initialValues.startdate,
    startdateEditable: config.config.start_date.editable,
  });

  const stepErrors = useCallback(
    (steps: readonly CourseStepId[]) => errorsOfSteps(onlyVisible(validation.errors, visible), steps),
    [validation, visible],
  );

  const field: CourseEditorFormState['field'] = (path, options) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: errorText(props.error as ReactNode) };
  };

  return { form, context, initialValues, visible, enabled, validation, stepErrors, field };
}
