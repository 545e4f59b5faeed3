import { describe, expect, it } from 'vitest';
import {
  CheckResponseSchema,
  ImpersonateParamsSchema,
  LoginResponseSchema,
  MeSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordSchema,
  RefreshInputSchema,
  TokenPairSchema,
} from './auth.ts';

describe('PasswordSchema', () => {
  it('accepts 8 to 128 characters exactly as typed', () => {
    expect(PasswordSchema.safeParse('a'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(PasswordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    // Surrounding spaces are part of the password, not trimmed away.
    expect(PasswordSchema.parse('  spaced  ')).toBe('  spaced  ');
  });

  it('refuses 7 and 129 characters with a code as message', () => {
    const short = PasswordSchema.safeParse('a'.repeat(PASSWORD_MIN_LENGTH - 1));
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('PASSWORD_TOO_SHORT');
    const long = PasswordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH + 1));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('PASSWORD_TOO_LONG');
  });

  it('counts characters, not UTF-16 units', () => {
    // Four emoji are 8 UTF-16 units but only 4 characters.
    expect(PasswordSchema.safeParse('😀😀😀😀').success).toBe(false);
    expect(PasswordSchema.safeParse('😀'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
  });
});

describe('wire schemas', () => {
  it('login response keeps the spec field names', () => {
    const parsed = LoginResponseSchema.parse({ token: 't', token_valid_until: 1_700_000_000, uid: 5 });
    expect(parsed).toEqual({ token: 't', token_valid_until: 1_700_000_000, uid: 5 });
    expect(LoginResponseSchema.safeParse({ token: 't', token_valid_until: 1.5, uid: 5 }).success).toBe(false);
  });

  it('refresh input: the refresh token is optional (the web app sends it as a cookie), but never empty or huge', () => {
    expect(RefreshInputSchema.safeParse({ refresh_token: 'r' }).success).toBe(true);
    expect(RefreshInputSchema.safeParse({ access_token: 'a' }).success).toBe(true);
    expect(RefreshInputSchema.safeParse({}).success).toBe(true);
    expect(RefreshInputSchema.safeParse({ refresh_token: '' }).success).toBe(false);
    expect(RefreshInputSchema.safeParse({ refresh_token: 'x'.repeat(513) }).success).toBe(false);
  });

  it('token pair and check answer', () => {
    expect(TokenPairSchema.safeParse({ access_token: 'a', refresh_token: 'r', token_valid_until: 1 }).success).toBe(
      true,
    );
    // Answers to the web app carry the refresh token in the cookie only.
    expect(TokenPairSchema.safeParse({ access_token: 'a', token_valid_until: 1 }).success).toBe(true);
    expect(CheckResponseSchema.safeParse({ active: false, uid: 1, exp: 1 }).success).toBe(false);
  });

  it('me carries impersonation and admin permissions', () => {
    const me = MeSchema.parse({
      uid: 7,
      email: 'student@example.org',
      display_name: 'Student',
      language: 'de',
      is_admin: false,
      student_mode: false,
      domain_roles: [{ domain_id: 1, roles: [] }],
      impersonating: { by: { uid: 1, email: 'admin@example.org', display_name: 'Admin' } },
      permissions: {},
    });
    expect(me.impersonating?.by.uid).toBe(1);
    expect(MeSchema.safeParse({ ...me, domain_roles: [{ domain_id: 1, roles: ['boss'] }] }).success).toBe(false);
  });

  it('impersonate uid is a positive integer from the path', () => {
    expect(ImpersonateParamsSchema.parse({ uid: '12' }).uid).toBe(12);
    expect(ImpersonateParamsSchema.safeParse({ uid: 'end' }).success).toBe(false);
    expect(ImpersonateParamsSchema.safeParse({ uid: '0' }).success).toBe(false);
  });
});
