// Gives and takes a user's campus roles (spec §6: campus_manager, dialog_manager, quiz_manager).
import { CAMPUS_ROLES, type CampusRole, type UserAdminEntry } from '@campus/shared';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useSetRoles } from '../api/users.ts';

export interface RolesModalProps {
  user: UserAdminEntry;
  onClose(): void;
}

export function RolesModal({ user, onClose }: RolesModalProps) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<CampusRole[]>(user.roles);
  const save = useSetRoles();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      // Keep the order of CAMPUS_ROLES, whatever order the boxes were ticked in.
      await save.mutateAsync({ uid: user.uid, roles: CAMPUS_ROLES.filter((role) => roles.includes(role)) });
      onClose();
    } catch {
      // Shown below.
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('userAdmin.roles.title', { name: user.display_name })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Checkbox.Group
            label={t('userAdmin.roles.label')}
            value={roles}
            onChange={(value) => setRoles(value.filter((role): role is CampusRole => (CAMPUS_ROLES as readonly string[]).includes(role)))}
          >
            <Stack gap="xs" mt="xs">
              {CAMPUS_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`userAdmin.role.${role}`)} description={t(`userAdmin.roleHint.${role}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {save.isError ? (
            <Alert color="red" role="alert">
              {errorText(t, save.error, { prefixes: ['userAdmin.errors'] })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('userAdmin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="user-admin-roles-save">
              {t('userAdmin.roles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
