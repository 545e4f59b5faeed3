// The create/edit form in a dialog (spec §9: 70% wide on desktop, the full screen on mobile). The form
// itself is a lazy chunk: zod, the date picker and the rich-text editor load only when it opens. Closing
// a form with changes asks first (spec §8 "Cancel on a dirty form asks for confirmation").
import type { Assignment } from '@campus/shared';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { preloadRichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';

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
  const confirmDiscard = useCallback(
    (onConfirm: () => void) =>
      modals.openConfirmModal({
        title: t('assignments.form.discardTitle'),
        children: <Text size="sm">{t('assignments.form.discardText')}</Text>,
        labels: { confirm: t('assignments.form.discard'), cancel: t('assignments.form.keepEditing') },
        confirmProps: { color: 'red' },
        onConfirm,
      }),
    [t],
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(assignment ? 'assignments.form.editTitle' : 'assignments.form.createTitle')}
      closeLabel={t('assignments.form.close')}
      confirmDiscard={confirmDiscard}
    >
      {({ requestClose, setDirty, markSaved }) => (
        <AssignmentForm
          courseId={courseId}
          assignment={assignment}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          onSaved={(saved) => {
            markSaved();
            onSaved(saved);
          }}
        />
      )}
    </FormModal>
  );
}
