import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordLength } from './password-policy.ts';

describe('checkNewPassword', () => {
  it('enforces 8 to 128 characters', () => {
    expect(checkNewPassword('Kx9#mQ2')).toBe('PASSWORD_TOO_SHORT');
    expect(checkNewPassword('Kx9#mQ2v')).toBeNull();
    const long = 'Kx9#mQ2v'.repeat(16);
    expect(passwordLength(long)).toBe(128);
    expect(checkNewPassword(long)).toBeNull();
    expect(checkNewPassword(`${long}z`)).toBe('PASSWORD_TOO_LONG');
  });

  it('counts characters, not bytes', () => {
    expect(checkNewPassword('ßüöäßüö')).toBe('PASSWORD_TOO_SHORT');
    expect(checkNewPassword('ßüöäßüöä')).toBeNull();
  });

  it('refuses common passwords and the user email', () => {
    expect(checkNewPassword('password123')).toBe('PASSWORD_TOO_COMMON');
    expect(checkNewPassword('student@example.org', { email: 'student@example.org' })).toBe('PASSWORD_TOO_COMMON');
  });
});
