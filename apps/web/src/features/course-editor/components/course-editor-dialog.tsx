// The create/edit course dialog (spec §2): full screen (spec §9 layout from components/dialog-layout.ts),
// date pickers in the user's language with Monday first. It loads the course config, then the
// stepper form; closing a changed form asks first (spec §8). Loaded lazily with its dependencies.
import 'dayjs/locale/de';
import '@mantine/dates/styles.css';
import { Alert, Center, Loader, MantineThemeProvider, Modal, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseConfig } from '../api/get-course-config.ts';
import type { CourseDeletedResult, CourseEditorTarget, CourseSavedResult } from '../utils/course-editor-target.ts';
import { COURSE_DIALOG_POPOVER_Z_INDEX, courseDialogTheme } from '../utils/dialog-layout.ts';
import { CourseEditorForm, type CourseEditorFormHandle } from './course-editor-form.tsx';
import { DeleteCourseAction } from './delete-course-action.tsx';

export interface CourseEditorDialogProps {
  target: CourseEditorTarget;
  onClose: () => void;
  onSaved: (result: CourseSavedResult) => void;
  /**
   * Offers "Delete course" for an existing course. The server lets exactly those delete who may load its
   * edit config, so the action shows once that loaded. The caller leaves the course (which closes the dialog).
   */
  onDeleted?: (result: CourseDeletedResult) => void;
}

/** Monday (spec §9). */
const FIRST_DAY_OF_WEEK = 1;

export function CourseEditorDialog({ target, onClose, onSaved, onDeleted }: CourseEditorDialogProps) {
  const { t, i18n } = useTranslation();
  const config = useCourseConfig(target);
  const formHandle = useRef<CourseEditorFormHandle>(null);

  const requestClose = () => {
    if (!formHandle.current?.isDirty()) {
      onClose();
      return;
    }
    modals.openConfirmModal({
      title: t('courseForm.discard.title'),
      children: <Text size="sm">{t('courseForm.discard.message')}</Text>,
      labels: { confirm: t('courseForm.discard.confirm'), cancel: t('courseForm.discard.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'course-discard-confirm' },
      zIndex: COURSE_DIALOG_POPOVER_Z_INDEX,
      onConfirm: onClose,
    });
  };

  const title =
    target.mode === 'create' ? t('courseForm.createTitle', { type: t(`courses.types.${target.courseType}`) }) : t('courseForm.editTitle');

  return (
    <MantineThemeProvider theme={courseDialogTheme} inherit>
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? i18n.language, firstDayOfWeek: FIRST_DAY_OF_WEEK }}>
        <Modal
          opened
          onClose={requestClose}
          fullScreen
          title={title}
          closeButtonProps={{ 'aria-label': t('courseForm.close') }}
          data-testid="course-editor-dialog"
        >
          {config.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('courseForm.loading')} />
            </Center>
          ) : config.isError ? (
            <Alert color="red" data-testid="course-config-error">
              {t('courseForm.loadFailed')}
            </Alert>
          ) : (
            <>
              <Text c="dimmed" size="sm" mb="md" data-testid="course-type-description">
                {t(config.data.type_description)}
              </Text>
              <CourseEditorForm
                handle={formHandle}
                config={config.data}
                target={target}
                onClose={onClose}
                onCancel={requestClose}
                onSaved={onSaved}
              />
              {target.mode === 'edit' && onDeleted ? (
                <DeleteCourseAction courseId={target.courseId} title={config.data.config.title.value} onDeleted={onDeleted} />
              ) : null}
            </>
          )}
        </Modal>
      </DatesProvider>
    </MantineThemeProvider>
  );
}
