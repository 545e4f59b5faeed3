import type { LoginResponse } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../auth-core/authorization-header.ts';
import { users } from '../../db/schema/users.ts';
import type { AccessTokenClaims } from '../../lib/tokens.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

const EXP = 1_900_000_000;
const claims = (userId: number): AccessTokenClaims => ({
  userId,
  sessionId: '00000000-0000-4000-8000-000000000001',
  impersonatorUserId: null,
  expiresAt: EXP,
});
const before = new Date((EXP - 60) * 1000);

describe('VerifiedTokenCache', () => {
  it('returns the claims of a remembered token until its expiry, not at or after it', () => {
    const cache = new VerifiedTokenCache();
    cache.set('token-a', claims(1));
    expect(cache.get('token-a', before)).toEqual(claims(1));
    expect(cache.get('token-a', new Date(EXP * 1000 - 1))).toEqual(claims(1));
    expect(cache.get('token-a', new Date(EXP * 1000))).toBeUndefined();
    // An expired entry is dropped, not kept for later.
    expect(cache.get('token-a', before)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('knows only the exact token strings it was given', () => {
    const cache = new VerifiedTokenCache();
    cache.set('token-a', claims(1));
    expect(cache.get('token-b', before)).toBeUndefined();
    expect(cache.get('token-a ', before)).toBeUndefined();
    expect(cache.get('TOKEN-A', before)).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used token', () => {
    const cache = new VerifiedTokenCache(2);
    cache.set('a', claims(1));
    cache.set('b', claims(2));
    expect(cache.get('a', before)?.userId).toBe(1); // a is now the most recently used
    cache.set('c', claims(3));
    expect(cache.size).toBe(2);
    expect(cache.get('b', before)).toBeUndefined();
    expect(cache.get('a', before)?.userId).toBe(1);
    expect(cache.get('c', before)?.userId).toBe(3);
  });

  it('forgets everything on clear', () => {
    const cache = new VerifiedTokenCache();
    cache.set('a', claims(1));
    cache.clear();
    expect(cache.get('a', before)).toBeUndefined();
  });
});

// The cache only spares the signature check: a token that was used (and so remembered) must still be
// refused at once when its session ends or its account is disabled.
describe('remembered access tokens and the session check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signIn(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rest/login',
      headers: { authorization: basicAuthorization(email, DEMO_PASSWORD) },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    return { uid: body.uid, token: body.token, refreshToken: body.refresh_token ?? '' };
  }
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/rest/user/me', headers: { authorization: `Bearer ${token}` } });

  it('logout refuses a token that was used (and remembered) just before', async () => {
    const session = await signIn(DEMO_EMAILS.mentor);
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/keycloak/logout',
      payload: { refresh_token: session.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('disabling the account in the database refuses a remembered token at once', async () => {
    const session = await signIn(DEMO_EMAILS.guest);
    expect((await me(session.token)).statusCode).toBe(200);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, session.uid));
    try {
      expect((await me(session.token)).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, session.uid));
    }
    expect((await me(session.token)).statusCode).toBe(200);
  });

  it('a remembered token with one character changed is verified (and refused), not taken from the cache', async () => {
    const session = await signIn(DEMO_EMAILS.mentor);
    expect((await me(session.token)).statusCode).toBe(200);
    const last = session.token.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${session.token.slice(0, -2)}${last}${session.token.slice(-1)}`;
    expect((await me(forged)).statusCode).toBe(401);
  });
});
