// The stepper of the course dialog (spec §2, §4, §5): the steps of the course type, linear unless an
// existing course is being edited with valid values; back and next scroll to the top; Save is enabled
// while the general and visibility steps are valid. A refused save keeps what was typed and puts each
// server error on its field; any other failure is logged and closes the dialog (spec §8).
import { courseSteps, type CourseConfig, type CourseStepId } from '@campus/shared';
import { Alert, Button, Group, List, Stack, Stepper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { saveCourseWithTerms, type SaveCourseInput } from '../api/save-course.ts';
import { useCourseEditorForm } from '../hooks/use-course-editor-form.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { serverFormErrors, type CourseFormErrors } from '../utils/course-form-resolver.ts';
import { stepOfField } from '../utils/course-form-values.ts';
import type { CourseEditorTarget, CourseSavedResult } from '../utils/course-editor-target.ts';
import { CourseInfoStep } from './course-info-step.tsx';
import { ExternalContentStep } from './external-content-step.tsx';
import { GeneralStep } from './general-step.tsx';
import { VisibilityStep } from './visibility-step.tsx';

/** Steps whose validity enables Save (spec §5). */
const SAVE_STEPS: readonly CourseStepId[] = ['general', 'visibility'];

/** What the dialog frame asks of the form. */
export interface CourseEditorFormHandle {
  isDirty: () => boolean;
}

export interface CourseEditorFormProps {
  config: CourseConfig;
  target: CourseEditorTarget;
  /** Closes without asking (after a save, or after a failure the form cannot recover from). */
  onClose: () => void;
  /** Closes, asking first when something was changed. */
  onCancel: () => void;
  onSaved: (result: CourseSavedResult) => void;
  handle?: Ref<CourseEditorFormHandle>;
}

function isValidationRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}

export function CourseEditorForm({ config, target, onClose, onCancel, onSaved, handle }: CourseEditorFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isNew = target.mode === 'create';
  const state = useCourseEditorForm(config, isNew);
  const { form, validation, visible, stepErrors } = state;
  const steps = courseSteps(config.type);
  const [active, setActive] = useState(0);
  /** Errors the form cannot show on a visible field: a refusal without field paths, say. */
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const topRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(handle, () => ({ isDirty: () => form.isDirty() }), [form]);

  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: SaveCourseInput) => saveCourseWithTerms(input),
    // A saved course changes lists, details, menus and dashboards of several features: refetch what is shown.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });

  const scrollToTop = () => topRef.current?.scrollIntoView({ block: 'start' });
  const goTo = (index: number) => {
    setActive(index);
    scrollToTop();
  };

  /** Shows errors on their fields, the rest above the form, and opens the first step with an error. */
  const showErrors = (errors: CourseFormErrors, extra: string[] = []) => {
    const onFields = Object.fromEntries(Object.entries(errors).filter(([path]) => (visible as ReadonlySet<string>).has(path)));
    const elsewhere = Object.entries(errors)
      .filter(([path]) => !(path in onFields))
      .map(([, message]) => message);
    form.setErrors(onFields);
    setOtherErrors([...extra, ...elsewhere]);
    const firstStep = steps.findIndex((step) => Object.keys(onFields).some((path) => stepOfField(path) === step.id));
    if (firstStep >= 0) goTo(firstStep);
    else scrollToTop();
  };

  const stepId = steps[active]?.id;
  const next = () => {
    if (stepId === undefined) return;
    const errors = stepErrors([stepId]);
    if (Object.keys(errors).length > 0) {
      form.setErrors({ ...form.errors, ...errors });
      return;
    }
    goTo(Math.min(active + 1, steps.length - 1));
  };
  const back = () => goTo(Math.max(active - 1, 0));

  const canSave = Object.keys(stepErrors(SAVE_STEPS)).length === 0;
  // Spec §5: linear, unless an existing course is edited and everything is valid.
  const freeNavigation = !isNew && validation.valid;

  const submit = async () => {
    if (!validation.valid) {
      showErrors(validation.errors);
      return;
    }
    setOtherErrors([]);
    try {
      const saved = await save.mutateAsync({
        target,
        payload: validation.payload,
        before: state.initialValues,
        domainId: config.domain_id,
      });
      notifications.show({ color: 'green', message: t(isNew ? 'courseForm.saved.created' : 'courseForm.saved.updated') });
      onSaved({ courseId: saved.og_id, created: isNew, courseType: saved.course_type, dashboardEnabled: saved.dashboard_enabled });
      onClose();
    } catch (error) {
      if (isValidationRefusal(error)) {
        const fieldErrors = serverFormErrors(error.errors);
        showErrors(fieldErrors, Object.keys(fieldErrors).length === 0 ? [error.code] : []);
        return;
      }
      // Spec §8: submit errors are logged and the dialog closes; the user is told it did not work.
      console.error('course editor: save failed', error);
      notifications.show({
        color: 'red',
        title: t('courseForm.saveFailed'),
        message: errorText(error instanceof ApiError ? error.code : 'INTERNAL_ERROR'),
      });
      onClose();
    }
  };

  const renderStep = (id: CourseStepId) => {
    switch (id) {
      case 'general':
        return <GeneralStep state={state} domainId={config.domain_id} targetGroupOptions={config.config.course_target_group_options.value} />;
      case 'visibility':
        return <VisibilityStep state={state} domainId={config.domain_id} />;
      case 'course_info':
        return <CourseInfoStep state={state} />;
      case 'external_content':
        return <ExternalContentStep />;
    }
  };

  return (
    <Stack gap="lg">
      <div ref={topRef} />
      {otherErrors.length > 0 ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('courseForm.saveRefused')} data-testid="course-form-errors">
          <List size="sm">
            {otherErrors.map((message) => (
              <List.Item key={message}>{errorText(message)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Stepper active={active} onStepClick={goTo} allowNextStepsSelect={freeNavigation} size="sm" data-testid="course-stepper">
        {steps.map((step) => (
          <Stepper.Step key={step.id} label={t(step.label)} data-step={step.id}>
            {renderStep(step.id)}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" onClick={onCancel} data-testid="course-cancel">
          {t('courseForm.cancel')}
        </Button>
        <Group gap="sm">
          {active > 0 ? (
            <Button variant="default" onClick={back} data-testid="course-back">
              {t('courseForm.back')}
            </Button>
          ) : null}
          {active < steps.length - 1 ? (
            <Button variant="light" onClick={next} data-testid="course-next">
              {t('courseForm.next')}
            </Button>
          ) : null}
          <Button onClick={() => void submit()} disabled={!canSave} loading={save.isPending} data-testid="course-save">
            {t('courseForm.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
