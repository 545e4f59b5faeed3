// The native app's session on the device (issue 19): one entry in the secure storage of
// `@aparajita/capacitor-secure-storage` (iOS Keychain, Android Keystore-encrypted preferences), which the
// issue asks for over plain `@capacitor/preferences` since it holds a 30-day refresh token. Imported
// lazily, on native only (main.tsx), so the plugin and `@capacitor/core` stay out of the web's bundle.
import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import type { NativeTokens, TokenVault } from './auth-storage.ts';

const SESSION_KEY = 'campus.session';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What was kept, or null when nothing usable is there (another version's shape counts as nothing). */
export function parseKeptTokens(value: unknown): NativeTokens | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const validUntil = record.validUntil;
  const tokens: NativeTokens = {
    accessToken: text(record.accessToken),
    validUntil: typeof validUntil === 'number' && Number.isSafeInteger(validUntil) && validUntil > 0 ? validUntil : null,
    refreshToken: text(record.refreshToken),
  };
  return tokens.accessToken === null && tokens.refreshToken === null ? null : tokens;
}

/** The part of the plugin this vault uses; the tests pass the plugin's own web implementation or a double. */
export interface SecureStoragePort {
  get(key: string): Promise<unknown>;
  set(key: string, data: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<boolean>;
}

export function createSecureTokenVault(storage: SecureStoragePort = SecureStorage): TokenVault {
  return {
    async read() {
      return parseKeptTokens(await storage.get(SESSION_KEY));
    },
    async write(tokens) {
      if (tokens === null) await storage.remove(SESSION_KEY);
      else await storage.set(SESSION_KEY, { ...tokens });
    },
  };
}
