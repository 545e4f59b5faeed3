// The create/edit form in a dialog (spec §9: 70% wide on desktop, the full screen on mobile). The form
// itself is a lazy chunk: zod, the date picker and the rich-text editor load only when it opens. Closing
// a form with changes asks first (spec §8 "Cancel on a dirty form asks for confirmation").
import type { Assignment } from '@campus/shared';
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadRichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { PageLoading } from './page-state.tsx';

const loadForm = () => {
  preloadRichTextEditor();
  return import('./assignment-form.tsx');
};
const AssignmentForm = lazy(async () => ({ default: (await loadForm()).AssignmentForm }));

/** Starts loading the form (e.g. when the pointer reaches the button that opens it). */
export function preloadAssignmentForm(): void {
  void loadForm();
}

export interface AssignmentFormModalProps {
  opened: boolean;
  onClose: () => void;
  courseId: number;
  assignment?: Assignment;
  onSaved: (assignment: Assignment) => void;
}

export function AssignmentFormModal({ opened, onClose, courseId, assignment, onSaved }: AssignmentFormModalProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const dirty = useRef(false);

  const requestClose = useCallback(() => {
    if (!dirty.current) {
      onClose();
      return;
    }
    modals.openConfirmModal({
      title: t('assignments.form.discardTitle'),
      children: <Text size="sm">{t('assignments.form.discardText')}</Text>,
      labels: { confirm: t('assignments.form.discard'), cancel: t('assignments.form.keepEditing') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        dirty.current = false;
        onClose();
      },
    });
  }, [onClose, t]);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t(assignment ? 'assignments.form.editTitle' : 'assignments.form.createTitle')}
      size={mobile ? '100%' : '70%'}
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('assignments.form.close') }}
    >
      {opened ? (
        <Suspense fallback={<PageLoading />}>
          <AssignmentForm
            courseId={courseId}
            assignment={assignment}
            onCancel={requestClose}
            onDirtyChange={setDirty}
            onSaved={(saved) => {
              dirty.current = false;
              onSaved(saved);
            }}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
