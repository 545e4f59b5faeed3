import { describe, expect, it } from 'vitest';
import { autoLoginFor, canAutoLogin } from './auto-login.ts';

describe('auto login', () => {
  it('is possible with a token', () => {
    expect(autoLoginFor('token', { email: null, password: null })).toEqual({ kind: 'token' });
    expect(autoLoginFor('token', { email: 'a@example.org', password: 'secret-pass' })).toEqual({ kind: 'token' });
  });

  it('is possible with a stored email and a stored password, both', () => {
    expect(autoLoginFor(null, { email: 'a@example.org', password: 'secret-pass' })).toEqual({
      kind: 'credentials',
      email: 'a@example.org',
      password: 'secret-pass',
    });
  });

  it('is not possible with only one of them, or nothing', () => {
    expect(canAutoLogin(null, { email: 'a@example.org', password: null })).toBe(false);
    expect(canAutoLogin(null, { email: null, password: 'secret-pass' })).toBe(false);
    expect(canAutoLogin(null, { email: '', password: '' })).toBe(false);
    expect(canAutoLogin(null, { email: null, password: null })).toBe(false);
    expect(canAutoLogin('t', { email: null, password: null })).toBe(true);
  });
});
