// Tokens and stored credentials of the signed-in user (spec §3 "Stored locally": credentials, auth token
// and validity). The sign-in flows write them; the API client, the token session and start-up read them.
const ACCESS_TOKEN_KEY = 'auth.accessToken';
const REFRESH_TOKEN_KEY = 'auth.refreshToken';
const TOKEN_VALID_UNTIL_KEY = 'auth.tokenValidUntil';
const EMAIL_KEY = 'auth.email';
// The password lives in sessionStorage: it serves auto login inside this tab only and is gone when the
// tab closes, instead of sitting on disk next to a 30-day refresh token (which makes it unnecessary there).
const PASSWORD_KEY = 'auth.password';

/** Every key this module writes to localStorage (logout removes them; tests inspect them). */
export const AUTH_STORAGE_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, TOKEN_VALID_UNTIL_KEY, EMAIL_KEY] as const;

export interface StoredTokens {
  accessToken: string;
  /** Absent after a Bearer login; a stored one is then removed. */
  refreshToken?: string;
  /** Unix seconds when the access token expires, when the server said so. */
  validUntil?: number;
}

export interface StoredCredentials {
  email: string | null;
  password: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Called whenever the tokens change: in this tab through this module, or in another tab (storage event).
 * The login state follows it; the next request of a tab whose session another tab ended then fails,
 * and the session handling takes that tab to the sign-in entry.
 */
export function subscribeTokens(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
}

// Storage can be unavailable (disabled cookies, some private modes); the app then behaves as signed out.
function readItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key) || null;
  } catch {
    return null;
  }
}

function removeItems(storage: () => Storage, keys: readonly string[]): void {
  try {
    for (const key of keys) storage().removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}

const local = (): Storage => window.localStorage;
const session = (): Storage => window.sessionStorage;

export function getAccessToken(): string | null {
  return readItem(local, ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return readItem(local, REFRESH_TOKEN_KEY);
}

/** Unix seconds when the stored access token expires, if known. */
export function getTokenValidUntil(): number | null {
  const value = Number(readItem(local, TOKEN_VALID_UNTIL_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function setTokens({ accessToken, refreshToken, validUntil }: StoredTokens): void {
  const storage = local();
  storage.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken === undefined) storage.removeItem(REFRESH_TOKEN_KEY);
  else storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  if (validUntil === undefined) storage.removeItem(TOKEN_VALID_UNTIL_KEY);
  else storage.setItem(TOKEN_VALID_UNTIL_KEY, String(validUntil));
  notify();
}

export function clearTokens(): void {
  removeItems(local, [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, TOKEN_VALID_UNTIL_KEY]);
  notify();
}

export function getStoredCredentials(): StoredCredentials {
  return { email: readItem(local, EMAIL_KEY), password: readItem(session, PASSWORD_KEY) };
}

/** Keeps the email for the next visit and, for this tab only, the password for auto login. */
export function storeCredentials({ email, password }: { email: string; password?: string }): void {
  try {
    local().setItem(EMAIL_KEY, email);
    if (password === undefined) session().removeItem(PASSWORD_KEY);
    else session().setItem(PASSWORD_KEY, password);
  } catch {
    // Without storage there is simply no auto login.
  }
}

/** Forgets the password (a refused auto login) but keeps the email to prefill the form. */
export function forgetStoredPassword(): void {
  removeItems(session, [PASSWORD_KEY]);
}

export function clearStoredCredentials(): void {
  removeItems(local, [EMAIL_KEY]);
  removeItems(session, [PASSWORD_KEY]);
}
