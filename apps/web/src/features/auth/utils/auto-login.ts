// Spec §4 "Login": auto login is possible only if a token exists, or both a stored email and a stored
// password exist. Which of the two applies decides what the sign-in entry does.
import type { StoredCredentials } from '../../../lib/auth-storage.ts';

export type AutoLogin = { kind: 'token' } | { kind: 'credentials'; email: string; password: string } | { kind: 'none' };

export function autoLoginFor(accessToken: string | null, credentials: StoredCredentials): AutoLogin {
  if (accessToken) return { kind: 'token' };
  if (credentials.email && credentials.password) {
    return { kind: 'credentials', email: credentials.email, password: credentials.password };
  }
  return { kind: 'none' };
}

export function canAutoLogin(accessToken: string | null, credentials: StoredCredentials): boolean {
  return autoLoginFor(accessToken, credentials).kind !== 'none';
}
