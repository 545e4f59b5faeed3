// The create/edit course dialog (spec §2): full screen with z-index 10000, 70% wide on desktop and 100vw
// on mobile, date pickers in the user's language with Monday first. It loads the course config, then the
// stepper form; closing a changed form asks first (spec §8). Loaded lazily with its dependencies.
import 'dayjs/locale/de';
import '@mantine/dates/styles.css';
import { Alert, Center, Loader, MantineThemeProvider, Modal, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseConfig } from '../api/get-course-config.ts';
import type { CourseEditorTarget, CourseSavedResult } from '../utils/course-editor-target.ts';
import { COURSE_DIALOG_POPOVER_Z_INDEX, COURSE_DIALOG_Z_INDEX, courseDialogTheme } from '../utils/dialog-layout.ts';
import classes from './course-editor-dialog.module.css';
import { CourseEditorForm, type CourseEditorFormHandle } from './course-editor-form.tsx';

export interface CourseEditorDialogProps {
  target: CourseEditorTarget;
  onClose: () => void;
  onSaved: (result: CourseSavedResult) => void;
}

/** Monday (spec §9). */
const FIRST_DAY_OF_WEEK = 1;

export function CourseEditorDialog({ target, onClose, onSaved }: CourseEditorDialogProps) {
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
          zIndex={COURSE_DIALOG_Z_INDEX}
          title={title}
          classNames={{ root: classes.root, content: classes.content }}
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
            </>
          )}
        </Modal>
      </DatesProvider>
    </MantineThemeProvider>
  );
}
