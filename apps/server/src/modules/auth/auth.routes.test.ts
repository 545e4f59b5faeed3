// The identity API end to end on a real database: login (Basic/Bearer), refresh rotation and reuse,
// check, logout, disabled accounts, user/me and student mode, password change. The brute-force limits
// have their own file (login-throttle.routes.test.ts).
import type { CheckResponse, LoginResponse, Me, Problem, RefreshResponse } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../auth-core/authorization-header.ts';
import { authSessions, authRefreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { basicLogin, bearer, getMe, postJson, sessionIdOf, signIn } from './testing/auth-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const problem = (body: string) => JSON.parse(body) as Problem;

describe('POST /api/rest/login', () => {
  it('signs in with Basic email:password and returns the spec fields plus a refresh token', async () => {
    const response = await basicLogin(t.app, DEMO_EMAILS.student, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<LoginResponse>();
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token', 'token_valid_until', 'uid']);
    const now = Math.floor(Date.now() / 1000);
    expect(body.token_valid_until).toBeGreaterThan(now + 290);
    expect(body.token_valid_until).toBeLessThanOrEqual(now + 301);
    const me = await getMe(t.app, body.token);
    expect(me.json<Me>().email).toBe(DEMO_EMAILS.student);
    expect(me.json<Me>().uid).toBe(body.uid);
  });

  it('treats the email case-insensitively but the password exactly as typed', async () => {
    expect((await basicLogin(t.app, 'Student@Example.ORG', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await basicLogin(t.app, DEMO_EMAILS.student, DEMO_PASSWORD.toUpperCase(), '198.51.100.1')).statusCode).toBe(401);
    expect((await basicLogin(t.app, DEMO_EMAILS.student, ` ${DEMO_PASSWORD}`, '198.51.100.1')).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await basicLogin(t.app, DEMO_EMAILS.mentor, 'not-the-password', '198.51.100.2');
    const unknown = await basicLogin(t.app, 'nobody@example.org', 'not-the-password', '198.51.100.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(problem(wrong.body)).toEqual(problem(unknown.body));
    expect(problem(wrong.body).code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a missing or malformed Authorization header', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/rest/login' });
    expect(none.statusCode).toBe(401);
    expect(problem(none.body).code).toBe('INVALID_CREDENTIALS');
    const garbage = await t.app.inject({ method: 'POST', url: '/api/rest/login', headers: { authorization: 'Basic %%%' } });
    expect(garbage.statusCode).toBe(401);
  });

  it('accepts an empty body even when labelled JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rest/login',
      headers: { authorization: basicAuthorization(DEMO_EMAILS.guest, DEMO_PASSWORD), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not renew an access token on its own: Bearer with only an access token is 401 REFRESH_TOKEN_REQUIRED (issue 27, finding 2)', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.guest);
    const response = await t.app.inject({ method: 'POST', url: '/api/rest/login', headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(401);
    expect(problem(response.body).code).toBe('REFRESH_TOKEN_REQUIRED');
    expect(response.headers['cache-control']).toBe('no-store');
    // A forged token gets the same answer: nothing is learned about a token by presenting it here.
    const forged = await t.app.inject({ method: 'POST', url: '/api/rest/login', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
    expect(problem(forged.body)).toEqual(problem(response.body));
    // The session itself is untouched: the access token and the refresh token still work.
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(200);
    const refreshed = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  it('renews with the refresh token as the Bearer credential: rotated, same session, reuse revokes it (native)', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.guest);
    const renewed = await t.app.inject({ method: 'POST', url: '/api/rest/login', headers: bearer(session.refreshToken) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
    const body = renewed.json<LoginResponse>();
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token', 'token_valid_until', 'uid']);
    expect(body.uid).toBe(session.uid);
    expect(body.refresh_token).not.toBe(session.refreshToken);
    expect(sessionIdOf(body.token)).toBe(sessionIdOf(session.accessToken));
    expect((await getMe(t.app, body.token)).statusCode).toBe(200);
    // The spent refresh token presented again is theft: 401 and the whole session ends.
    const reused = await t.app.inject({ method: 'POST', url: '/api/rest/login', headers: bearer(session.refreshToken) });
    expect(reused.statusCode).toBe(401);
    expect(problem(reused.body).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await getMe(t.app, body.token)).statusCode).toBe(401);
    const next = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: body.refresh_token! });
    expect(next.statusCode).toBe(401);
  });

  it('does not let a disabled account sign in: 403 ACCOUNT_DISABLED for the right password only', async () => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.instructor));
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, row!.id));
    try {
      const response = await basicLogin(t.app, DEMO_EMAILS.instructor, DEMO_PASSWORD, '198.51.100.3');
      expect(response.statusCode).toBe(403);
      expect(problem(response.body).code).toBe('ACCOUNT_DISABLED');
      // A wrong password learns nothing about the account's state.
      const wrong = await basicLogin(t.app, DEMO_EMAILS.instructor, 'not-the-password-1', '198.51.100.3');
      expect(wrong.statusCode).toBe(401);
      expect(problem(wrong.body).code).toBe('INVALID_CREDENTIALS');
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, row!.id));
    }
  });
});

describe('refresh, check, logout', () => {
  it('rotates the refresh token on every use and the new tokens work', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.student);
    const first = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken, access_token: session.accessToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json<RefreshResponse>();
    expect(rotated.refresh_token).not.toBe(session.refreshToken);
    expect(rotated.access_token).not.toBe(session.accessToken);
    expect((await getMe(t.app, rotated.access_token)).statusCode).toBe(200);
    const second = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: rotated.refresh_token });
    expect(second.statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.student);
    const rows = await t.db.select({ hash: authRefreshTokens.tokenHash }).from(authRefreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.hash === session.refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.student);
    const rotated = (await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken })).json<RefreshResponse>();
    // The old token again: theft is assumed.
    const replay = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(problem(replay.body).code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate successor is dead too, and so are the access tokens of the family.
    expect((await postJson(t.app, '/api/keycloak/refresh', { refresh_token: rotated.refresh_token })).statusCode).toBe(401);
    expect((await getMe(t.app, rotated.access_token)).statusCode).toBe(401);
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(401);
    const [row] = await t.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.id, sessionIdOf(session.accessToken)));
    expect(row?.reason).toBe('refresh_token_reuse');
    // Other sessions of the same user are untouched.
    const other = await signIn(t.app, DEMO_EMAILS.student);
    expect((await getMe(t.app, other.accessToken)).statusCode).toBe(200);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a.b.c']) {
      const response = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: token });
      expect(response.statusCode).toBe(401);
    }
    const missing = await postJson(t.app, '/api/keycloak/refresh', {});
    expect(missing.statusCode).toBe(400);
    const session = await signIn(t.app, DEMO_EMAILS.guest);
    await t.db
      .update(authRefreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRefreshTokens.sessionId, sessionIdOf(session.accessToken)));
    expect((await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken })).statusCode).toBe(401);
  });

  it('answers broken JSON with 400 INVALID_JSON and a missing body with 400 VALIDATION_FAILED', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/keycloak/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token":',
    });
    expect(broken.statusCode).toBe(400);
    expect(problem(broken.body).code).toBe('INVALID_JSON');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/keycloak/check',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(problem(empty.body).code).toBe('VALIDATION_FAILED');
  });

  it('checks an access token', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.mentor);
    const ok = await postJson(t.app, '/api/keycloak/check', { access_token: session.accessToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CheckResponse>()).toEqual({ active: true, uid: session.uid, exp: session.validUntil });
    const bad = await postJson(t.app, '/api/keycloak/check', { access_token: `${session.accessToken}x` });
    expect(bad.statusCode).toBe(401);
    expect(problem(bad.body).code).toBe('UNAUTHENTICATED');
    const refreshAsAccess = await postJson(t.app, '/api/keycloak/check', { access_token: session.refreshToken });
    expect(refreshAsAccess.statusCode).toBe(401);
  });

  it('logout revokes the session: refresh fails and the live access token is refused at once', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.mentor);
    const other = await signIn(t.app, DEMO_EMAILS.mentor);
    const logout = await postJson(t.app, '/api/keycloak/logout', { refresh_token: session.refreshToken });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken })).statusCode).toBe(401);
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/keycloak/check', { access_token: session.accessToken })).statusCode).toBe(401);
    // Only that session ended.
    expect((await getMe(t.app, other.accessToken)).statusCode).toBe(200);
    // Logging out twice, or with an unknown token, is fine.
    expect((await postJson(t.app, '/api/keycloak/logout', { refresh_token: session.refreshToken })).statusCode).toBe(204);
    expect((await postJson(t.app, '/api/keycloak/logout', { refresh_token: 'y'.repeat(43) })).statusCode).toBe(204);
  });

  it("ends a disabled account's sessions at once", async () => {
    const session = await signIn(t.app, DEMO_EMAILS.guest);
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(200);
    await t.app.auth.disableAccount(session.uid);
    try {
      expect((await getMe(t.app, session.accessToken)).statusCode).toBe(401);
      expect((await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken })).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, session.uid));
    }
  });

  it('a token whose user is disabled directly in the database is refused too (no cache)', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.guest);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, session.uid));
    try {
      expect((await getMe(t.app, session.accessToken)).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, session.uid));
    }
  });
});

describe('GET /api/rest/user/me', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rest/user/me' });
    expect(response.statusCode).toBe(401);
    expect(problem(response.body).code).toBe('UNAUTHENTICATED');
    expect(response.headers['www-authenticate']).toContain('Bearer');
  });

  it('describes a student without admin permissions', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.student);
    const me = (await getMe(t.app, session.accessToken)).json<Me>();
    expect(me).toMatchObject({
      uid: session.uid,
      email: DEMO_EMAILS.student,
      is_admin: false,
      student_mode: false,
      impersonating: null,
      permissions: {},
    });
    expect(me.display_name.length).toBeGreaterThan(0);
    expect(me.domain_roles).toEqual([{ domain_id: 1, roles: [] }]);
  });

  it('gives admins the impersonate URL, but not in student mode', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.admin);
    const me = (await getMe(t.app, session.accessToken)).json<Me>();
    expect(me.is_admin).toBe(true);
    expect(me.permissions.impersonate_url).toBe('/api/rest/impersonate/');
    const studentMode = (await getMe(t.app, session.accessToken, { 'x-student-mode': '1' })).json<Me>();
    expect(studentMode.student_mode).toBe(true);
    expect(studentMode.is_admin).toBe(true);
    expect(studentMode.permissions.impersonate_url).toBeUndefined();
  });

  it('lists campus roles', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.manager);
    const me = (await getMe(t.app, session.accessToken)).json<Me>();
    expect(me.domain_roles).toEqual([{ domain_id: 1, roles: ['campus_manager'] }]);
  });
});

describe('POST /api/rest/user/me/password', () => {
  it('changes the password after checking the current one and refusing weak new ones', async () => {
    const email = DEMO_EMAILS.mentor;
    const session = await signIn(t.app, email);
    const other = await signIn(t.app, email);
    const url = '/api/rest/user/me/password';
    const wrongCurrent = await postJson(t.app, url, { current_password: 'nope', new_password: 'Tactics-Board-42' }, bearer(session.accessToken));
    expect(wrongCurrent.statusCode).toBe(400);
    expect(problem(wrongCurrent.body).errors).toEqual([{ path: 'current_password', message: 'INVALID_CREDENTIALS' }]);
    const common = await postJson(t.app, url, { current_password: DEMO_PASSWORD, new_password: 'Password2024!' }, bearer(session.accessToken));
    expect(common.statusCode).toBe(400);
    expect(problem(common.body).errors).toEqual([{ path: 'new_password', message: 'PASSWORD_TOO_COMMON' }]);
    const short = await postJson(t.app, url, { current_password: DEMO_PASSWORD, new_password: 'Kx9#mQ2' }, bearer(session.accessToken));
    expect(short.statusCode).toBe(400);
    expect(problem(short.body).errors?.[0]).toMatchObject({ path: 'new_password', message: 'PASSWORD_TOO_SHORT' });

    const changed = await postJson(t.app, url, { current_password: DEMO_PASSWORD, new_password: 'Tactics-Board-42' }, bearer(session.accessToken));
    expect(changed.statusCode).toBe(204);
    try {
      expect((await getMe(t.app, session.accessToken)).statusCode).toBe(200);
      // Other sessions end with a password change.
      expect((await getMe(t.app, other.accessToken)).statusCode).toBe(401);
      expect((await basicLogin(t.app, email, DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(401);
      expect((await basicLogin(t.app, email, 'Tactics-Board-42', '198.51.100.9')).statusCode).toBe(200);
    } finally {
      const back = await postJson(
        t.app,
        url,
        { current_password: 'Tactics-Board-42', new_password: DEMO_PASSWORD },
        bearer(session.accessToken),
      );
      expect(back.statusCode).toBe(204);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every identity route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((response.json<{ paths: Record<string, unknown> }>()).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/rest/login',
        '/api/keycloak/refresh',
        '/api/keycloak/check',
        '/api/keycloak/logout',
        '/api/rest/user/me',
        '/api/rest/user/me/password',
        '/api/rest/impersonate/{uid}',
        '/api/rest/impersonate/end',
        '/web/keycloak/redirect',
        '/web/keycloak/sso',
        '/web/keycloak/callback',
        '/web/keycloak/logout',
      ]),
    );
  });
});
