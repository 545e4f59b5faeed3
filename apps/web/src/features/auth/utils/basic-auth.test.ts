import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './basic-auth.ts';

function decode(header: string): string {
  const binary = atob(header.replace(/^Basic /, ''));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

describe('basicAuthorization', () => {
  it('encodes email:password as base64', () => {
    expect(basicAuthorization('student@example.org', 'campus-demo-2026')).toBe(
      `Basic ${btoa('student@example.org:campus-demo-2026')}`,
    );
  });

  it('keeps the password exactly as typed, in UTF-8, colons and spaces included', () => {
    const header = basicAuthorization('jürgen@example.org', ' pass:wört 🔑 ');
    expect(header.startsWith('Basic ')).toBe(true);
    expect(decode(header)).toBe('jürgen@example.org: pass:wört 🔑 ');
  });
});
