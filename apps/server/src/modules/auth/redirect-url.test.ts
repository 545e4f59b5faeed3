import { describe, expect, it } from 'vitest';
import { checkRedirectUrl, parseOriginList, withTokens, type RedirectPolicy } from './redirect-url.ts';

const policy: RedirectPolicy = {
  ownOrigins: ['https://campus.test'],
  allowlist: parseOriginList('https://app.campus.test, capacitor://localhost'),
};

describe('checkRedirectUrl', () => {
  it.each([
    ['https://campus.test/', 'https://campus.test/'],
    ['https://campus.test/course-5/app/dashboard?x=1#top', 'https://campus.test/course-5/app/dashboard?x=1#top'],
    ['HTTPS://CAMPUS.TEST/Path', 'https://campus.test/Path'],
    ['/course-5/app/dashboard', 'https://campus.test/course-5/app/dashboard'],
    ['/', 'https://campus.test/'],
    ['https://app.campus.test/start', 'https://app.campus.test/start'],
    ['capacitor://localhost/login', 'capacitor://localhost/login'],
    ['https://campus.test:443/x', 'https://campus.test/x'],
  ])('allows %s', (raw, expected) => {
    const result = checkRedirectUrl(raw, policy);
    expect(result.ok && result.url.href).toBe(expected);
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['https://evil.test/', 'origin'],
    ['http://campus.test/', 'origin'],
    ['https://campus.test:8443/', 'origin'],
    ['https://campus.test.evil.test/', 'origin'],
    ['https://evilcampus.test/', 'origin'],
    ['//evil.test/path', 'not_absolute_or_rooted'],
    ['///evil.test/path', 'not_absolute_or_rooted'],
    ['/\\evil.test', 'forbidden_characters'],
    ['https://evil.test\\@campus.test/', 'forbidden_characters'],
    ['https:\\\\evil.test', 'forbidden_characters'],
    ['/\t/evil.test', 'forbidden_characters'],
    [' https://campus.test/', 'forbidden_characters'],
    ['https://campus.test/\n', 'forbidden_characters'],
    ['javascript:alert(document.domain)', 'not_absolute_or_rooted'],
    ['JaVaScRiPt://campus.test/%0aalert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'not_absolute_or_rooted'],
    ['https://campus.test@evil.test/', 'userinfo'],
    ['https://user:pass@campus.test/', 'userinfo'],
    ['https://evil.test#@campus.test', 'origin'],
    ['https://evil.test?@campus.test', 'origin'],
    ['https:evil.test', 'not_absolute_or_rooted'],
    ['evil.test', 'not_absolute_or_rooted'],
    ['../evil', 'not_absolute_or_rooted'],
    ['ftp://campus.test/', 'scheme'],
    ['campus://callback', 'scheme'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(checkRedirectUrl(raw, policy)).toEqual({ ok: false, reason });
  });

  it('refuses overlong URLs', () => {
    expect(checkRedirectUrl(`https://campus.test/${'a'.repeat(3000)}`, policy)).toEqual({ ok: false, reason: 'too_long' });
  });

  it('resolves rooted paths only when an own origin is known', () => {
    expect(checkRedirectUrl('/x', { ownOrigins: [], allowlist: [] })).toEqual({ ok: false, reason: 'origin' });
  });
});

describe('parseOriginList', () => {
  it('normalises bare origins and ignores empty entries', () => {
    expect(parseOriginList(' https://A.test ,,http://b.test:8080/ ')).toEqual(['https://a.test', 'http://b.test:8080']);
    expect(parseOriginList(undefined)).toEqual([]);
  });

  it.each(['https://a.test/path', 'a.test', 'https://u@a.test', 'javascript://x', 'https://a.test/?q'])(
    'throws on %s',
    (entry) => {
      expect(() => parseOriginList(entry)).toThrow();
    },
  );
});

describe('withTokens', () => {
  it('adds both tokens as query parameters, replacing any the caller smuggled in, before the fragment', () => {
    const url = new URL('https://campus.test/start?access_token=evil&x=1#frag');
    const target = new URL(withTokens(url, { accessToken: 'a.b.c', refreshToken: 'r-1' }));
    expect(target.searchParams.getAll('access_token')).toEqual(['a.b.c']);
    expect(target.searchParams.get('refresh_token')).toBe('r-1');
    expect(target.searchParams.get('x')).toBe('1');
    expect(target.hash).toBe('#frag');
  });
});
