import { describe, expect, it } from 'vitest';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './auth-storage.ts';

describe('auth storage', () => {
  it('keeps, replaces and clears the tokens', () => {
    expect(getAccessToken()).toBeNull();
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(getAccessToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');

    setTokens({ accessToken: 'a2' });
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBeNull();

    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('treats an empty stored token as no token', () => {
    window.localStorage.setItem('auth.accessToken', '');
    expect(getAccessToken()).toBeNull();
  });
});
