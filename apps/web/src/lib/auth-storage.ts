// Tokens and stored credentials of the signed-in user (spec §3 "Stored locally": credentials, auth token
// and validity). The sign-in flows write them; the API client, the token session and start-up read them.
//
// Decision 0007: the refresh token never reaches this module. The server keeps it in an HttpOnly cookie
// (Path=/api/keycloak) that no script can read, so an XSS cannot carry a 30-day session away. What script
// can read is short-lived: the access token (minutes) lives in sessionStorage, for this tab only, and
// survives a reload; a new tab restores it through the cookie. localStorage holds only a hint without any
// secret that a cookie session is expected, so signed-out visitors do not ask the server for nothing and
// a sign-out in one tab reaches the others (storage event).
//
// Native (issue 19): the app's origin (capacitor://localhost, https://localhost) is not the campus
// server's, so no cookie carries a session between them; the server hands native clients the refresh
// token in the body instead (decision 0007 "Native clients"). There the tokens live in the device's secure
// storage (Keychain on iOS, Keystore-encrypted on Android: lib/native-token-vault.ts), mirrored here in
// memory so reads stay synchronous; `startNativeTokenStorage` fills the mirror before the first render.
import { isNativePlatform } from './platform.ts';

const ACCESS_TOKEN_KEY = 'auth.accessToken';
const TOKEN_VALID_UNTIL_KEY = 'auth.tokenValidUntil';
/** localStorage; '1' while this browser should hold a refresh cookie. Not a secret. */
const COOKIE_SESSION_KEY = 'auth.cookieSession';
/** What versions before decision 0007 kept in localStorage; removed at start-up. */
const LEGACY_LOCAL_KEYS = ['auth.accessToken', 'auth.refreshToken', 'auth.tokenValidUntil'] as const;
const EMAIL_KEY = 'auth.email';
// The password lives in sessionStorage: it serves auto login inside this tab only and is gone when the
// tab closes, instead of sitting on disk.
const PASSWORD_KEY = 'auth.password';

/** Every key this module writes to localStorage (logout removes them; tests inspect them). */
export const AUTH_STORAGE_KEYS = [COOKIE_SESSION_KEY, EMAIL_KEY] as const;

export interface StoredTokens {
  accessToken: string;
  /** Unix seconds when the access token expires, when the server said so. */
  validUntil?: number;
  /** Native only (the web's is the HttpOnly cookie); a new one replaces the kept one, none keeps it. */
  refreshToken?: string;
}

/** What the native app keeps between launches. */
export interface NativeTokens {
  accessToken: string | null;
  validUntil: number | null;
  refreshToken: string | null;
}

/** The device's secure storage as this module uses it; tests bring an in-memory one. */
export interface TokenVault {
  read(): Promise<NativeTokens | null>;
  /** Null removes what is kept (sign-out). */
  write(tokens: NativeTokens | null): Promise<void>;
}

const NO_NATIVE_TOKENS: NativeTokens = { accessToken: null, validUntil: null, refreshToken: null };

interface NativeMirror {
  tokens: NativeTokens;
  vault: TokenVault | null;
  /** Tokens arrived (redirect tokens at start-up) before the vault was read: they are newer than its. */
  changedBeforeStart: boolean;
  writes: Promise<void>;
}

let nativeMirror: NativeMirror | null = null;

/** The native mirror, or null on the web. */
function native(): NativeMirror | null {
  if (nativeMirror === null && isNativePlatform()) {
    nativeMirror = { tokens: NO_NATIVE_TOKENS, vault: null, changedBeforeStart: false, writes: Promise.resolve() };
  }
  return nativeMirror;
}

function setNativeTokens(mirror: NativeMirror, tokens: NativeTokens): void {
  mirror.tokens = tokens;
  const { vault } = mirror;
  if (vault === null) {
    mirror.changedBeforeStart = true;
    return;
  }
  const empty = tokens.accessToken === null && tokens.refreshToken === null;
  // In order: a sign-out right after a refresh must not be overtaken by the refresh's write.
  mirror.writes = mirror.writes
    .then(() => vault.write(empty ? null : tokens))
    .catch((error: unknown) => console.warn('could not keep the session on the device', error));
}

/**
 * Native start-up, before the first render: the tokens kept on the device become this page's (unless
 * newer ones already arrived), and from now on every change is written through to `vault`. Also the
 * switch into native storage for tests, which run on the web platform.
 */
export async function startNativeTokenStorage(vault: TokenVault): Promise<void> {
  nativeMirror ??= { tokens: NO_NATIVE_TOKENS, vault: null, changedBeforeStart: false, writes: Promise.resolve() };
  const mirror = nativeMirror;
  let kept: NativeTokens | null = null;
  try {
    kept = await vault.read();
  } catch (error) {
    console.warn('could not read the session kept on the device', error);
  }
  mirror.vault = vault;
  if (mirror.changedBeforeStart) {
    // A refresh token that did not arrive with the new access token stays the kept one.
    setNativeTokens(mirror, { ...mirror.tokens, refreshToken: mirror.tokens.refreshToken ?? kept?.refreshToken ?? null });
  } else if (kept) {
    mirror.tokens = kept;
  }
  mirror.changedBeforeStart = false;
  notify();
}

/** Resolves when every change so far is on the device (tests; a sign-out before it leaves the page). */
export function nativeTokensWritten(): Promise<void> {
  return nativeMirror?.writes ?? Promise.resolve();
}

/** Native: the refresh token to send in the body of refresh and logout. Always null on the web. */
export function getRefreshToken(): string | null {
  return native()?.tokens.refreshToken ?? null;
}

/**
 * True when refresh tokens travel in request and answer bodies (native), false when the web app asks for
 * the HttpOnly cookie (`X-Token-Transport: cookie`).
 */
export function usesBodyTokenTransport(): boolean {
  return native() !== null;
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
 * The login state follows it; a sign-out in another tab also drops this tab's access token, as the
 * session it belonged to has ended.
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
  if (event.key !== null && event.key !== COOKIE_SESSION_KEY) return;
  if (!hasCookieSession()) removeItems(session, [ACCESS_TOKEN_KEY, TOKEN_VALID_UNTIL_KEY]);
  notify();
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
  const mirror = native();
  if (mirror) return mirror.tokens.accessToken;
  return readItem(session, ACCESS_TOKEN_KEY);
}

/** Unix seconds when the stored access token expires, if known. */
export function getTokenValidUntil(): number | null {
  const mirror = native();
  if (mirror) return mirror.tokens.validUntil;
  const value = Number(readItem(session, TOKEN_VALID_UNTIL_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** True while the server is expected to hold this browser's refresh cookie (set at sign-in, gone at sign-out). */
export function hasCookieSession(): boolean {
  return readItem(local, COOKIE_SESSION_KEY) === '1';
}

/** True while the session can be renewed: the native app keeps a refresh token, the web a cookie session. */
export function hasRefreshCredential(): boolean {
  const mirror = native();
  return mirror ? mirror.tokens.refreshToken !== null : hasCookieSession();
}

/**
 * Stores a new access token (sign-in, refresh, impersonation). On the web never a refresh token (see the
 * top); on native the refresh token that came with it.
 */
export function setTokens({ accessToken, validUntil, refreshToken }: StoredTokens): void {
  const mirror = native();
  if (mirror) {
    setNativeTokens(mirror, { accessToken, validUntil: validUntil ?? null, refreshToken: refreshToken ?? mirror.tokens.refreshToken });
    notify();
    return;
  }
  const tab = session();
  tab.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (validUntil === undefined) tab.removeItem(TOKEN_VALID_UNTIL_KEY);
  else tab.setItem(TOKEN_VALID_UNTIL_KEY, String(validUntil));
  local().setItem(COOKIE_SESSION_KEY, '1');
  notify();
}

export function clearTokens(): void {
  const mirror = native();
  if (mirror) setNativeTokens(mirror, NO_NATIVE_TOKENS);
  removeItems(session, [ACCESS_TOKEN_KEY, TOKEN_VALID_UNTIL_KEY]);
  removeItems(local, [COOKIE_SESSION_KEY]);
  notify();
}

/**
 * Start-up: drops the tokens an older version kept in localStorage, the refresh token above all. They are
 * not migrated: one that sat where any script could read it is better replaced by a new sign-in.
 */
export function removeLegacyTokens(): void {
  removeItems(local, LEGACY_LOCAL_KEYS);
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
