// Starting a topic (course) or an ad-hoc dialog (with participants), and editing a topic's title and
// body. Rich text through the editor the content form uses; a refused save keeps what was typed and
// puts the server's field errors on the fields.
import { DIALOG_LIMITS, type DialogDetail, type DialogPerson } from '@campus/shared';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { isRichTextEmpty } from '../../../components/rich-text/rich-text-options.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { serverFieldErrorsOn, translateFormErrors } from '../../../lib/form-errors.ts';
import type { DialogScope } from '../api/query-keys.ts';
import { useCreateDialog, useUpdateDialog } from '../api/save-dialog.ts';
import { DIALOG_ERROR_PREFIXES } from '../utils/error-prefixes.ts';
import { confirmDiscard } from './confirm.tsx';
import { ParticipantsPicker } from './participants-picker.tsx';

type Field = 'title' | 'body' | 'participants';

const fieldOf = (path: string): Field | undefined => (path === 'title' || path === 'body' ? path : path.startsWith('participantIds') ? 'participants' : undefined);

interface DialogFormValues {
  title: string;
  body: string;
  participants: DialogPerson[];
}

interface DialogFormProps {
  initial: DialogFormValues;
  withParticipants: boolean;
  submitLabel: string;
  onSubmit: (values: DialogFormValues) => Promise<unknown>;
  onCancel: () => void;
  setDirty: (dirty: boolean) => void;
}

function DialogForm({ initial, withParticipants, submitLabel, onSubmit, onCancel, setDirty }: DialogFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(patch: Partial<DialogFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setDirty(true);
  }

  async function submit() {
    const found: Partial<Record<Field, string>> = {};
    if (values.title.trim() === '') found.title = t('dialogs.form.titleRequired');
    if (isRichTextEmpty(values.body)) found.body = t('dialogs.form.bodyRequired');
    if (withParticipants && values.participants.length === 0) found.participants = t('dialogs.form.participantsRequired');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? translateFormErrors(serverFieldErrorsOn(error.errors, fieldOf, 'dialogs.form.serverField'), t) : {};
      setErrors(fields);
      setFailure(errorText(t, error, { prefixes: DIALOG_ERROR_PREFIXES }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert" data-testid="dialog-form-error">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('dialogs.form.title')}
          required
          maxLength={DIALOG_LIMITS.titleMax}
          value={values.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={errors.title}
          data-autofocus
        />
        {withParticipants ? <ParticipantsPicker value={values.participants} onChange={(participants) => change({ participants })} error={errors.participants} /> : null}
        <RichTextEditor label={t('dialogs.form.body')} required value={values.body} onChange={(body) => change({ body })} error={errors.body} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialogs.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface CreateDialogModalProps {
  scope: DialogScope;
  opened: boolean;
  onClose: () => void;
  onCreated: (dialog: DialogDetail) => void;
}

export function CreateDialogModal({ scope, opened, onClose, onCreated }: CreateDialogModalProps) {
  const { t } = useTranslation();
  const create = useCreateDialog();
  const adhoc = scope.kind === 'adhoc';
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(adhoc ? 'dialogs.form.createAdhocTitle' : 'dialogs.form.createTitle')}
      closeLabel={t('dialogs.form.close')}
      confirmDiscard={(onConfirm) => confirmDiscard(t, onConfirm)}
    >
      {({ requestClose, setDirty, markSaved }) => (
        <DialogForm
          initial={{ title: '', body: '', participants: [] }}
          withParticipants={adhoc}
          submitLabel={t('dialogs.form.create')}
          onCancel={requestClose}
          setDirty={setDirty}
          onSubmit={async ({ title, body, participants }) => {
            const dialog =
              scope.kind === 'adhoc'
                ? await create.mutateAsync({ scope, title, body, participantIds: participants.map((person) => person.uid) })
                : await create.mutateAsync({ scope, title, body });
            markSaved();
            onCreated(dialog);
          }}
        />
      )}
    </FormModal>
  );
}

export interface EditDialogModalProps {
  dialog: DialogDetail;
  opened: boolean;
  onClose: () => void;
}

export function EditDialogModal({ dialog, opened, onClose }: EditDialogModalProps) {
  const { t } = useTranslation();
  const update = useUpdateDialog(dialog.id);
  return (
    <FormModal opened={opened} onClose={onClose} title={t('dialogs.form.editTitle')} closeLabel={t('dialogs.form.close')} confirmDiscard={(onConfirm) => confirmDiscard(t, onConfirm)}>
      {({ requestClose, setDirty, markSaved }) => (
        <DialogForm
          initial={{ title: dialog.title, body: dialog.body, participants: [] }}
          withParticipants={false}
          submitLabel={t('dialogs.form.save')}
          onCancel={requestClose}
          setDirty={setDirty}
          onSubmit={async ({ title, body }) => {
            await update.mutateAsync({ title, body });
            markSaved();
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}
