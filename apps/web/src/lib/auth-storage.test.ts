import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredCredentials,
  clearTokens,
  forgetStoredPassword,
  getAccessToken,
  getStoredCredentials,
  getTokenValidUntil,
  hasCookieSession,
  removeLegacyTokens,
  setTokens,
  storeCredentials,
  subscribeTokens,
} from './auth-storage.ts';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('auth storage: tokens', () => {
  it('keeps, replaces and clears the tokens', () => {
    expect(getAccessToken()).toBeNull();
    setTokens({ accessToken: 'a1', validUntil: 1_900_000_000 });
    expect(getAccessToken()).toBe('a1');
    expect(getTokenValidUntil()).toBe(1_900_000_000);

    setTokens({ accessToken: 'a2' });
    expect(getAccessToken()).toBe('a2');
    expect(getTokenValidUntil()).toBeNull();

    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(hasCookieSession()).toBe(false);
  });

  it('treats an empty stored token or a broken validity as none', () => {
    window.sessionStorage.setItem('auth.accessToken', '');
    window.sessionStorage.setItem('auth.tokenValidUntil', 'soon');
    expect(getAccessToken()).toBeNull();
    expect(getTokenValidUntil()).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTokens(listener);
    setTokens({ accessToken: 'a1' });
    clearTokens();
    expect(listener).toHaveBeenCalledTimes(2);

    // Another tab signed in or out (the cookie-session hint changed); other keys do not matter.
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth.cookieSession' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    setTokens({ accessToken: 'a2' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('auth storage: another tab signs out', () => {
  it("drops this tab's access token when the cookie-session hint goes away elsewhere", () => {
    setTokens({ accessToken: 'a1' });
    const listener = vi.fn();
    const unsubscribe = subscribeTokens(listener);
    // The other tab's sign-out removed the shared hint; this tab hears of it through the storage event.
    window.localStorage.removeItem('auth.cookieSession');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth.cookieSession', newValue: null }));
    expect(getAccessToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('auth storage: credentials', () => {
  it('keeps the email on the device and the password for this tab only', () => {
    expect(getStoredCredentials()).toEqual({ email: null, password: null });
    storeCredentials({ email: 'sam@example.org', password: 'pä ss wörd ' });
    expect(window.localStorage.getItem('auth.email')).toBe('sam@example.org');
    expect(window.localStorage.getItem('auth.password')).toBeNull();
    // Exactly as typed: no trimming.
    expect(getStoredCredentials()).toEqual({ email: 'sam@example.org', password: 'pä ss wörd ' });

    forgetStoredPassword();
    expect(getStoredCredentials()).toEqual({ email: 'sam@example.org', password: null });

    storeCredentials({ email: 'sam@example.org', password: 'x' });
    clearStoredCredentials();
    expect(getStoredCredentials()).toEqual({ email: null, password: null });
  });
});

/** Every value in both storages, to look for a secret anywhere, under any key. */
function everythingStored(): string[] {
  const values: string[] = [];
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) values.push(key, storage.getItem(key) ?? '');
    }
  }
  return values;
}

describe('auth storage: the refresh token is never readable by script (decision 0007)', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('never writes a refresh token to localStorage or sessionStorage, even when handed one', () => {
    // An answer of an older server may still carry one; it must not land anywhere script can read.
    const answer = { accessToken: 'a1', validUntil: 1_900_000_000, refreshToken: 'SECRET-REFRESH-TOKEN' };
    setTokens(answer);
    expect(getAccessToken()).toBe('a1');
    expect(everythingStored().join('\n')).not.toContain('SECRET-REFRESH-TOKEN');
    expect(window.localStorage.getItem('auth.refreshToken')).toBeNull();
    expect(window.sessionStorage.getItem('auth.refreshToken')).toBeNull();
  });

  it('keeps the short-lived access token in this tab only (sessionStorage), and only a no-secret hint on the device', () => {
    setTokens({ accessToken: 'a1', validUntil: 1_900_000_000 });
    expect(window.sessionStorage.getItem('auth.accessToken')).toBe('a1');
    expect(window.localStorage.getItem('auth.accessToken')).toBeNull();
    expect(hasCookieSession()).toBe(true);
    clearTokens();
    expect(hasCookieSession()).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('removes the tokens an older version left in localStorage at start-up', () => {
    window.localStorage.setItem('auth.refreshToken', 'old-refresh');
    window.localStorage.setItem('auth.accessToken', 'old-access');
    window.localStorage.setItem('auth.tokenValidUntil', '1900000000');
    window.localStorage.setItem('auth.email', 'sam@example.org');
    removeLegacyTokens();
    expect(window.localStorage.getItem('auth.refreshToken')).toBeNull();
    expect(window.localStorage.getItem('auth.accessToken')).toBeNull();
    expect(window.localStorage.getItem('auth.tokenValidUntil')).toBeNull();
    // The email for the form stays.
    expect(window.localStorage.getItem('auth.email')).toBe('sam@example.org');
  });
});
