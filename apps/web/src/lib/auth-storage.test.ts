import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredCredentials,
  clearTokens,
  forgetStoredPassword,
  getAccessToken,
  getRefreshToken,
  getStoredCredentials,
  getTokenValidUntil,
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
    setTokens({ accessToken: 'a1', refreshToken: 'r1', validUntil: 1_900_000_000 });
    expect(getAccessToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');
    expect(getTokenValidUntil()).toBe(1_900_000_000);

    setTokens({ accessToken: 'a2' });
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBeNull();
    expect(getTokenValidUntil()).toBeNull();

    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('treats an empty stored token or a broken validity as none', () => {
    window.localStorage.setItem('auth.accessToken', '');
    window.localStorage.setItem('auth.tokenValidUntil', 'soon');
    expect(getAccessToken()).toBeNull();
    expect(getTokenValidUntil()).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTokens(listener);
    setTokens({ accessToken: 'a1' });
    clearTokens();
    expect(listener).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new StorageEvent('storage', { key: 'auth.accessToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    setTokens({ accessToken: 'a2' });
    expect(listener).toHaveBeenCalledTimes(3);
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
