import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.ts';

describe('common password list', () => {
  it('holds well over a thousand entries, lower-cased, without comments', () => {
    const words = commonPasswords();
    expect(words.size).toBeGreaterThanOrEqual(1000);
    for (const word of ['123456', 'password', 'qwerty', 'iloveyou', 'passwort', 'hallo123', 'fussball']) {
      expect(words.has(word), word).toBe(true);
    }
    expect([...words].some((word) => word.startsWith('#'))).toBe(false);
    expect([...words].every((word) => word === word.toLowerCase())).toBe(true);
  });
});

describe('isCommonPassword', () => {
  it.each([
    '12345678',
    'password',
    'PASSWORD',
    'Password1',
    'password2024!',
    '!!Sunshine99',
    'p@ssw0rd',
    'P4ssw0rd!',
    'qwertzuiop',
    'Fussball123',
    'sommer2025',
    'aaaaaaaa',
    'abcabcabc',
    '12121212',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['campus-demo-2026', 'correct horse battery staple', 'Zq7#vLp2!mXr', 'Trainingsplan-Herbst-Ost'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it("refuses the account's own email, its local part and name parts", () => {
    const context = { email: 'Jane.Doe@example.org', displayName: 'Jane Doeberg' };
    expect(isCommonPassword('jane.doe@example.org', context)).toBe(true);
    expect(isCommonPassword('jane.doe2026', context)).toBe(true);
    expect(isCommonPassword('i-am-doeberg!', context)).toBe(true);
    expect(isCommonPassword('unrelated-words-here', context)).toBe(false);
  });
});
