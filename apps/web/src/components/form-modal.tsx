// A create/edit form in a dialog (spec §9 layout from the theme: 70% wide on desktop, the full screen on mobile). Closing a
// form with changes asks first (spec §8 "Cancel on a dirty form asks for confirmation"). The form is
// rendered only while the dialog is open, inside Suspense, so a lazy form chunk loads on opening.
import { Modal } from '@mantine/core';
import { Suspense, useCallback, useRef, type ReactNode } from 'react';
import { PageLoading } from './page-state.tsx';

export interface FormModalControls {
  /** Close, asking first when the form has changes (the form's Cancel). */
  requestClose: () => void;
  /** The form reports whether it has changes. */
  setDirty: (dirty: boolean) => void;
  /** The form saved: nothing left to lose. */
  markSaved: () => void;
}

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Label of the dialog's close button. */
  closeLabel: string;
  /** Asks whether to drop the changes; calls `onConfirm` if so. */
  confirmDiscard: (onConfirm: () => void) => void;
  children: (controls: FormModalControls) => ReactNode;
}

export function FormModal({ opened, onClose, title, closeLabel, confirmDiscard, children }: FormModalProps) {
  const dirty = useRef(false);

  const requestClose = useCallback(() => {
    if (!dirty.current) {
      onClose();
      return;
    }
    confirmDiscard(() => {
      dirty.current = false;
      onClose();
    });
  }, [onClose, confirmDiscard]);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const markSaved = useCallback(() => {
    dirty.current = false;
  }, []);

  return (
    <Modal opened={opened} onClose={requestClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }}>
      {opened ? <Suspense fallback={<PageLoading />}>{children({ requestClose, setDirty, markSaved })}</Suspense> : null}
    </Modal>
  );
}
