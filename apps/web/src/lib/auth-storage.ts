// Tokens of the signed-in user, kept in localStorage (spec §3 "Stored locally"). The sign-in flow writes
// them; the API client and the start-up route read them.
const ACCESS_TOKEN_KEY = 'auth.accessToken';
const REFRESH_TOKEN_KEY = 'auth.refreshToken';

export interface StoredTokens {
  accessToken: string;
  refreshToken?: string;
}

// Storage can be unavailable (disabled cookies, some private modes); the app then behaves as signed out.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return readItem(ACCESS_TOKEN_KEY) || null;
}

export function getRefreshToken(): string | null {
  return readItem(REFRESH_TOKEN_KEY) || null;
}

export function setTokens({ accessToken, refreshToken }: StoredTokens): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken === undefined) window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  else window.localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that could be cleared.
  }
}
