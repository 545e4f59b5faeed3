// The stored-credentials sign-in at /login: email + password → POST /login with Basic (spec §4, §7).
// A refused attempt keeps what was typed and says why; stored credentials sign in by themselves once.
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { clearTokens, forgetStoredPassword, getStoredCredentials, setTokens, storeCredentials } from '../../../lib/auth-storage.ts';
import { codeText } from '../../../lib/error-text.ts';
import { loginWithCredentials } from '../api/login.ts';
import { autoLoginFor } from '../utils/auto-login.ts';

export interface CredentialsLoginFormProps {
  /** Called with the new access token once the tokens are stored. */
  onSignedIn(accessToken: string): void;
}

function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : NETWORK_ERROR;
}

export function CredentialsLoginForm({ onSignedIn }: CredentialsLoginFormProps) {
  const { t } = useTranslation();
  const stored = useRef(getStoredCredentials());
  const [email, setEmail] = useState(stored.current.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const autoTried = useRef(false);

  async function signIn(credentials: { email: string; password: string }, auto: boolean): Promise<void> {
    setSubmitting(true);
    setErrorCode(null);
    try {
      const answer = await loginWithCredentials(credentials);
      // Web: the refresh token is the HttpOnly cookie the server just set (decision 0007); native: in the answer.
      setTokens({ accessToken: answer.token, validUntil: answer.token_valid_until, refreshToken: answer.refresh_token });
      storeCredentials(credentials);
      onSignedIn(answer.token);
    } catch (error) {
      // Spec §8 "Login failure": tokens removed, logged out, back at the sign-in (here already).
      clearTokens();
      if (auto) forgetStoredPassword();
      setErrorCode(errorCodeOf(error));
      setSubmitting(false);
    }
  }

  // Auto login (spec §4) with a stored email and password; once, also under StrictMode's double effects.
  useEffect(() => {
    if (autoTried.current) return;
    autoTried.current = true;
    const auto = autoLoginFor(null, stored.current);
    if (auto.kind !== 'credentials') return;
    setPassword(auto.password);
    void signIn({ email: auto.email, password: auto.password }, true);
    // signIn only reads state setters and props; running it again on their change is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const errors = {
      email: email.trim() === '' ? t('login.credentials.emailRequired') : undefined,
      password: password === '' ? t('login.credentials.passwordRequired') : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    // The email is an address and may carry stray spaces from autofill; the password goes as typed.
    void signIn({ email: email.trim(), password }, false);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.credentials.title')} data-testid="credentials-form">
      <Stack gap="md">
        {errorCode ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="credentials-error">
            {codeText(t, errorCode, { fallback: t('login.credentials.failed') })}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.credentials.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={320}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <PasswordInput
          label={t('login.credentials.password')}
          autoComplete="current-password"
          required
          maxLength={1024}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" size="md" loading={submitting} data-testid="credentials-submit">
          {t('login.credentials.submit')}
        </Button>
      </Stack>
    </form>
  );
}
