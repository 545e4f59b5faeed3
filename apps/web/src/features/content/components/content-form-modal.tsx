// The create/edit form of blog posts, documents and external content in a dialog (spec §9: 70% wide on
// desktop, the full screen on mobile). The form is its own lazy chunk with the editor; closing a changed
// form asks first (spec §8).
import type { ContentItem, EditableContentType } from '@campus/shared';
import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { preloadRichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { confirmDiscard } from './confirm.tsx';

const loadForm = () => {
  preloadRichTextEditor();
  return import('./content-form.tsx');
};
const ContentForm = lazy(async () => ({ default: (await loadForm()).ContentForm }));

/** Starts loading the form (e.g. when the pointer reaches the button that opens it). */
export function preloadContentForm(): void {
  void loadForm();
}

export interface ContentFormModalProps {
  /** The type to create or edit; null keeps the dialog closed. */
  type: EditableContentType | null;
  onClose: () => void;
  courseId: number;
  item?: ContentItem;
  /** A new item starts linked to this assignment. */
  assignmentId?: number | null;
  onSaved: (item: ContentItem) => void;
}

export function ContentFormModal({ type, onClose, courseId, item, assignmentId = null, onSaved }: ContentFormModalProps) {
  const { t } = useTranslation();
  const askDiscard = useCallback((onConfirm: () => void) => confirmDiscard(t, onConfirm), [t]);
  const typeLabel = type ? t(`content.types.${type}`) : '';
  return (
    <FormModal
      opened={type !== null}
      onClose={onClose}
      title={t(item ? 'content.form.editTitle' : 'content.form.createTitle', { type: typeLabel })}
      closeLabel={t('content.form.close')}
      confirmDiscard={askDiscard}
    >
      {({ requestClose, setDirty, markSaved }) =>
        type !== null ? (
          <ContentForm
            courseId={courseId}
            type={type}
            item={item}
            assignmentId={assignmentId}
            onCancel={requestClose}
            onDirtyChange={setDirty}
            onSaved={(saved) => {
              markSaved();
              onSaved(saved);
            }}
          />
        ) : null
      }
    </FormModal>
  );
}
