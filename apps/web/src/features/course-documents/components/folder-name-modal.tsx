// Asks for a folder name (new folder or rename); validates with the shared schema, shows the server's
// refusal (e.g. FOLDER_NAME_TAKEN) at the field.
import { FolderNameSchema } from '@campus/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';

interface FolderNameModalProps {
  title: string;
  initialName?: string;
  onClose: () => void;
  /** Resolves when saved; a rejection shows its problem code at the field. */
  onSubmit: (name: string) => Promise<unknown>;
}

export function FolderNameModal({ title, initialName = '', onClose, onSubmit }: FolderNameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const parsed = FolderNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(t('courseDocuments.folderModal.invalid'));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('courseDocuments.folderModal.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('courseDocuments.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('courseDocuments.folderModal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
