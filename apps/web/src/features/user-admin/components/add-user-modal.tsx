// Adding people to the campus: admins add an existing account by its e-mail address (POST
// /users/administer/members), campus managers invite the address (the same call answers 202; the person
// accepts after signing in, issue 27); admins may instead create a password account (POST /accounts). Both validate with the shared schemas; the server's field errors land on the fields.
import { AccountCreateInputSchema, UserAdminAddMemberInputSchema } from '@campus/shared';
import { Alert, Button, Group, Modal, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { codeText, errorText } from '../../../lib/error-text.ts';
import { useAddCampusMember, useCreateAccount } from '../api/users.ts';

type Mode = 'existing' | 'new';
type Field = 'email' | 'display_name' | 'password';

export interface AddUserModalProps {
  domainId: number;
  /** Admins may create a password account. */
  canCreate: boolean;
  onClose(): void;
}

const FIELDS: readonly Field[] = ['email', 'display_name', 'password'];
const PREFIXES = { prefixes: ['userAdmin.errors'] } as const;

export function AddUserModal({ domainId, canCreate, onClose }: AddUserModalProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('existing');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const addMember = useAddCampusMember();
  const createAccount = useCreateAccount();
  const busy = addMember.isPending || createAccount.isPending;

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setMessage(null);
    setInvited(null);
    const invalid = t('userAdmin.add.invalid');
    if (mode === 'existing') {
      const parsed = UserAdminAddMemberInputSchema.safeParse({ email });
      if (!parsed.success) return setFields({ email: invalid });
    } else {
      const parsed = AccountCreateInputSchema.safeParse({ email, display_name: name, password, domain_id: domainId });
      if (!parsed.success) {
        const paths = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
        return setFields(Object.fromEntries([...paths].filter((path) => path !== 'domain_id').map((path) => [path, invalid])));
      }
    }
    setFields({});
    try {
      if (mode === 'existing') {
        const result = await addMember.mutateAsync(email);
        if ('invited' in result) {
          // A campus manager's add is an invitation: say so and leave the form open for the next address.
          setInvited(result.email);
          setEmail('');
          return;
        }
      } else {
        await createAccount.mutateAsync({ email, display_name: name, password, domain_id: domainId });
      }
      onClose();
    } catch (error) {
      // The server's field errors (codes such as ACCOUNT_EMAIL_TAKEN, PASSWORD_TOO_SHORT) on their fields.
      const serverFields: Partial<Record<Field, string>> = {};
      for (const fieldError of error instanceof ApiError ? error.errors : []) {
        const field = FIELDS.find((name) => name === fieldError.path);
        if (field && !serverFields[field]) serverFields[field] = codeText(t, fieldError.message, PREFIXES);
      }
      setFields(serverFields);
      setMessage(errorText(t, error, PREFIXES));
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('userAdmin.add.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {canCreate ? (
            <SegmentedControl
              value={mode}
              onChange={(value) => {
                setMode(value === 'new' ? 'new' : 'existing');
                setFields({});
                setMessage(null);
              }}
              data={[
                { value: 'existing', label: t('userAdmin.add.existing') },
                { value: 'new', label: t('userAdmin.add.new') },
              ]}
              aria-label={t('userAdmin.add.mode')}
            />
          ) : null}
          <TextInput
            label={t('userAdmin.add.email')}
            description={mode === 'existing' ? t(canCreate ? 'userAdmin.add.existingHint' : 'userAdmin.add.inviteHint') : undefined}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fields.email}
            required
            data-autofocus
          />
          {mode === 'new' ? (
            <>
              <TextInput label={t('userAdmin.add.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={fields.display_name} required />
              <PasswordInput
                label={t('userAdmin.add.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={fields.password}
                autoComplete="new-password"
                required
              />
            </>
          ) : null}
          {invited ? (
            <Alert color="green" role="status" data-testid="user-admin-invited">
              {t('userAdmin.add.invited', { email: invited })}
            </Alert>
          ) : null}
          {message ? (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('userAdmin.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="user-admin-add-submit">
              {mode === 'new' ? t('userAdmin.add.submitNew') : t(canCreate ? 'userAdmin.add.submitExisting' : 'userAdmin.add.submitInvite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
