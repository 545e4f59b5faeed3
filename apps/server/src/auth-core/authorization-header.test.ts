import { describe, expect, it } from 'vitest';
import { basicAuthorization, parseAuthorizationHeader } from './authorization-header.ts';

describe('parseAuthorizationHeader', () => {
  it('reads Basic credentials exactly as typed, colons in the password included', () => {
    expect(parseAuthorizationHeader(basicAuthorization('Student@Example.org', ' pa:ss wörd '))).toEqual({
      kind: 'basic',
      email: 'Student@Example.org',
      password: ' pa:ss wörd ',
    });
    expect(parseAuthorizationHeader(`basic ${Buffer.from('a@b.test:x').toString('base64')}`)).toMatchObject({ kind: 'basic' });
  });

  it('reads Bearer tokens', () => {
    expect(parseAuthorizationHeader('Bearer abc.def-ghi_jkl')).toEqual({ kind: 'bearer', token: 'abc.def-ghi_jkl' });
    expect(parseAuthorizationHeader('bearer abc')).toEqual({ kind: 'bearer', token: 'abc' });
  });

  it.each([
    undefined,
    '',
    'Basic',
    'Basic !!!',
    `Basic ${Buffer.from('no-colon').toString('base64')}`,
    `Basic ${Buffer.from(':password-only').toString('base64')}`,
    `Basic ${Buffer.from([0xff, 0xfe, 0x3a, 0x41]).toString('base64')}`,
    'Bearer',
    'Bearer a b',
    'Bearer <script>',
    'Digest abc',
    `Bearer ${'a'.repeat(9000)}`,
  ])('refuses %s', (header) => {
    expect(parseAuthorizationHeader(header)).toBeNull();
  });
});
