// The create/edit form of blog posts, documents and external content in a dialog (spec §9: 70% wide on
// desktop, the full screen on mobile). The form is its own lazy chunk with the editor; closing a changed
// form asks first (spec §8).
import type { ContentItem, EditableContentType } from '@campus/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadRichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { confirmDiscard } from './confirm.tsx';
import { PageLoading } from './page-state.tsx';

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
  onSaved: (item: ContentItem) => void;
}

export function ContentFormModal({ type, onClose, courseId, item, onSaved }: ContentFormModalProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const dirty = useRef(false);

  const requestClose = useCallback(() => {
    if (!dirty.current) {
      onClose();
      return;
    }
    confirmDiscard(t, () => {
      dirty.current = false;
      onClose();
    });
  }, [onClose, t]);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const typeLabel = type ? t(`content.types.${type}`) : '';
  return (
    <Modal
      opened={type !== null}
      onClose={requestClose}
      title={t(item ? 'content.form.editTitle' : 'content.form.createTitle', { type: typeLabel })}
      size={mobile ? '100%' : '70%'}
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('content.form.close') }}
    >
      {type !== null ? (
        <Suspense fallback={<PageLoading />}>
          <ContentForm
            courseId={courseId}
            type={type}
            item={item}
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
