// Editing the own account on the settings screen (issue 16): display name, picture, e-mail (confirmed by
// the current password) and password (other sessions end, this one stays). An account that signs in only
// through the campus identity provider has no password here: e-mail and password are managed there.
// Refused forms keep what was typed and show the server's reason on the field it concerns.
import { ACCOUNT_PICTURE_MAX_BYTES } from '@campus/shared/rules/account';
import { PASSWORD_MIN_LENGTH } from '@campus/shared/rules/auth';
import type { FieldError } from '@campus/shared';
import { Alert, Avatar, Button, FileButton, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { codeText, errorText } from '../../../lib/error-text.ts';
import { useAccount, useChangeEmail, useChangePassword, useRemovePicture, useUpdateAccount, useUploadPicture } from '../api/account.ts';

export interface AccountEditorProps {
  /** After a saved change of the name, picture or e-mail (the header shows them). */
  onChanged?(): void;
}

const ERROR_PREFIXES = ['account.errors'];
const PICTURE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The server's field errors of a refused save, as texts per wire path. */
function fieldTexts(error: unknown, t: ReturnType<typeof useTranslation>['t']): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const texts: Record<string, string> = {};
  for (const { path, message } of error.errors as readonly FieldError[]) {
    texts[path] ??= codeText(t, message, { prefixes: ERROR_PREFIXES, fallback: t('account.errors.invalid') });
  }
  return texts;
}

/** A refusal's text unless a field shows it already. */
function formText(error: unknown, fields: Record<string, string>, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (!error) return null;
  return Object.keys(fields).length > 0 ? null : errorText(t, error, { prefixes: ERROR_PREFIXES });
}

interface FormFooterProps {
  /** The mutation's error: shown here unless a field shows it already. */
  error: unknown;
  fields: Record<string, string>;
  pending: boolean;
  disabled: boolean;
  label: string;
  /** Text of the confirmation after a save; none while not saved. */
  savedText: string | null;
}

/** The end of each account form: the refusal that fits no field, the submit button and "Saved". */
function FormFooter({ error, fields, pending, disabled, label, savedText }: FormFooterProps) {
  const { t } = useTranslation();
  const refusal = formText(error, fields, t);
  return (
    <>
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={pending} disabled={disabled}>
          {label}
        </Button>
        {savedText ? (
          <Text size="sm" c="teal.9" role="status">
            {savedText}
          </Text>
        ) : null}
      </Group>
    </>
  );
}

function NameForm({ initial, onChanged }: { initial: string; onChanged?: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const update = useUpdateAccount(onChanged);
  const fields = fieldTexts(update.error, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ display_name: name });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="account-name-form">
      <Stack gap="xs">
        <TextInput
          label={t('account.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
          required
          autoComplete="name"
          error={fields.display_name}
        />
        <FormFooter
          error={update.error}
          fields={fields}
          pending={update.isPending}
          disabled={name.trim() === ''}
          label={t('account.saveName')}
          savedText={update.isSuccess ? t('account.saved') : null}
        />
      </Stack>
    </form>
  );
}

function PictureForm({ name, pictureUrl, onChanged }: { name: string; pictureUrl: string | null; onChanged?: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadPicture(onChanged);
  const remove = useRemovePicture(onChanged);
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > ACCOUNT_PICTURE_MAX_BYTES);
    if (file.size <= ACCOUNT_PICTURE_MAX_BYTES) upload.mutate(file);
  };
  const failure = upload.error ?? remove.error;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="account-picture-label">
        {t('account.picture')}
      </Text>
      <Group gap="md">
        <Avatar src={pictureUrl} alt={pictureUrl ? t('account.pictureAlt', { name }) : undefined} size={64} radius="xl" data-testid="account-picture">
          {pictureUrl ? null : Array.from(name.trim())[0]?.toUpperCase()}
        </Avatar>
        <FileButton onChange={choose} accept={PICTURE_ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={upload.isPending} data-testid="account-picture-upload">
              {pictureUrl ? t('account.changePicture') : t('account.uploadPicture')}
            </Button>
          )}
        </FileButton>
        {pictureUrl ? (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('account.removePicture')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('account.pictureHint', { megabytes: Math.round(ACCOUNT_PICTURE_MAX_BYTES / (1024 * 1024)) })}
      </Text>
      {tooLarge || failure ? (
        <Alert color="red" role="alert">
          {tooLarge ? t('account.pictureTooLarge') : errorText(t, failure, { prefixes: ERROR_PREFIXES })}
        </Alert>
      ) : null}
    </Stack>
  );
}

function EmailForm({ initial, onChanged }: { initial: string; onChanged?: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial);
  const [password, setPassword] = useState('');
  const change = useChangeEmail(() => {
    setPassword('');
    onChanged?.();
  });
  const fields = fieldTexts(change.error, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ email, current_password: password });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="account-email-form">
      <Stack gap="xs">
        <TextInput
          type="email"
          label={t('account.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
          autoComplete="email"
          error={fields.email}
        />
        <PasswordInput
          label={t('account.currentPassword')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
          autoComplete="current-password"
          error={fields.current_password}
        />
        <FormFooter
          error={change.error}
          fields={fields}
          pending={change.isPending}
          disabled={email.trim() === '' || password === ''}
          label={t('account.saveEmail')}
          savedText={change.isSuccess ? t('account.saved') : null}
        />
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();
  const fields = fieldTexts(change.error, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differs = next !== repeat;
    setMismatch(differs);
    if (differs) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setRepeat('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="account-password-form">
      <Stack gap="xs">
        <PasswordInput
          label={t('account.currentPassword')}
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          required
          autoComplete="current-password"
          error={fields.current_password}
        />
        <PasswordInput
          label={t('account.newPassword')}
          description={t('account.passwordRules', { min: PASSWORD_MIN_LENGTH })}
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          required
          autoComplete="new-password"
          error={fields.new_password}
        />
        <PasswordInput
          label={t('account.repeatPassword')}
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          required
          autoComplete="new-password"
          error={mismatch ? t('account.errors.passwordMismatch') : undefined}
        />
        <FormFooter
          error={change.error}
          fields={fields}
          pending={change.isPending}
          disabled={current === '' || next === '' || repeat === ''}
          label={t('account.savePassword')}
          savedText={change.isSuccess ? t('account.passwordChanged') : null}
        />
      </Stack>
    </form>
  );
}

export function AccountEditor({ onChanged }: AccountEditorProps) {
  const { t } = useTranslation();
  const account = useAccount();
  if (account.isError) {
    return (
      <Alert color="red" role="alert">
        {t('account.loadFailed')}
      </Alert>
    );
  }
  if (!account.data) return null;
  const { display_name: name, email, picture_url: pictureUrl, has_password: hasPassword } = account.data;
  return (
    <Stack gap="lg" data-testid="account-editor">
      <PictureForm name={name} pictureUrl={pictureUrl} onChanged={onChanged} />
      <NameForm initial={name} onChanged={onChanged} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('account.signInTitle')}
        </Title>
        {hasPassword ? (
          <>
            <EmailForm initial={email} onChanged={onChanged} />
            <Title order={3} size="h5">
              {t('account.passwordTitle')}
            </Title>
            <PasswordForm />
          </>
        ) : (
          <Alert color="blue" data-testid="account-sso-only">
            {t('account.ssoOnly', { email })}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
