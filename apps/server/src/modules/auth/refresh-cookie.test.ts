// The web app's refresh token lives in an HttpOnly cookie (decision 0007): every answer that gives the web
// a session sets it and carries no refresh token script could read; refresh and logout take it from the
// cookie; a request without the web's header cannot use it; native clients keep body in, body out.
import type { ImpersonationResponse, LoginResponse, Me, Problem, RefreshResponse } from '@campus/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../auth-core/authorization-header.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CSRF_COOKIE } from './sign-in-page.routes.ts';
import { bearer, getMe, postJson, sessionIdOf, signIn } from './testing/auth-helpers.ts';

const ORIGIN = 'http://campus.test';
const COOKIE = 'campus_refresh';
/** What the web app sends on identity calls that should keep the refresh token in the cookie. */
const WEB = { 'x-token-transport': 'cookie' };
const THIRTY_DAYS = 30 * 24 * 60 * 60;

let t: TestApp;
const uid: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN, AUTH_REDIRECT_ALLOWLIST: 'capacitor://localhost' } });
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users)) uid[row.email] = row.id;
});

afterAll(async () => {
  await t.close();
});

const problem = (response: LightMyRequestResponse) => response.json<Problem>();

function refreshCookie(response: LightMyRequestResponse) {
  const matches = response.cookies.filter((cookie) => cookie.name === COOKIE);
  expect(matches.length).toBeLessThanOrEqual(1);
  return matches[0];
}

/** The raw Set-Cookie line of the refresh cookie, to check the attributes exactly as the browser sees them. */
function rawRefreshCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((entry) => entry.startsWith(`${COOKIE}=`));
  if (!line) throw new Error('no refresh cookie set');
  return line;
}

function expectSessionCookie(response: LightMyRequestResponse): string {
  const line = rawRefreshCookie(response);
  const attributes = line.split(';').slice(1).map((part) => part.trim());
  expect(attributes).toEqual(
    expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/keycloak', `Max-Age=${THIRTY_DAYS}`]),
  );
  expect(attributes.some((part) => part.toLowerCase().startsWith('domain='))).toBe(false);
  const value = refreshCookie(response)?.value ?? '';
  expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return value;
}

function webLogin(email: string, ip = '203.0.113.80') {
  return t.app.inject({
    method: 'POST',
    url: '/api/rest/login',
    headers: { authorization: basicAuthorization(email, DEMO_PASSWORD), ...WEB },
    remoteAddress: ip,
  });
}

/** A refresh as the web app sends it: no token in the body, the cookie, the header, JSON. */
function webRefresh(cookie: string | undefined, body: Record<string, unknown> = {}, headers: Record<string, string> = WEB) {
  return postJson(t.app, '/api/keycloak/refresh', body, { ...headers, ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}) });
}

function webLogout(cookie: string | undefined) {
  return postJson(t.app, '/api/keycloak/logout', {}, { ...WEB, ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}) });
}

async function webSignIn(email: string): Promise<{ accessToken: string; cookie: string; uid: number }> {
  const response = await webLogin(email);
  expect(response.statusCode).toBe(200);
  const body = response.json<LoginResponse>();
  return { accessToken: body.token, cookie: expectSessionCookie(response), uid: body.uid };
}

describe('web sign-in sets the refresh cookie and answers no refresh token', () => {
  it('POST /api/rest/login with the web header: HttpOnly; Secure; SameSite=Strict; Path=/api/keycloak, and a body without refresh_token', async () => {
    const response = await webLogin(DEMO_EMAILS.student);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(Object.keys(body).sort()).toEqual(['token', 'token_valid_until', 'uid']);
    const cookie = expectSessionCookie(response);
    expect(response.body).not.toContain(cookie);
    expect((await getMe(t.app, body.token)).statusCode).toBe(200);
  });

  it('the sign-in page redirecting into the web app (own origin) sets the cookie and puts no refresh token in the URL', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/web/keycloak/redirect?redirect_url=${encodeURIComponent(`${ORIGIN}/start`)}` });
    const csrf = page.cookies.find((cookie) => cookie.name === CSRF_COOKIE)!.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/web/keycloak/redirect',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${CSRF_COOKIE}=${csrf}` },
      payload: new URLSearchParams({
        email: DEMO_EMAILS.mentor,
        password: DEMO_PASSWORD,
        csrf_token: csrf,
        redirect_url: `${ORIGIN}/start`,
        lang: 'en',
      }).toString(),
      remoteAddress: '203.0.113.81',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.has('refresh_token')).toBe(false);
    const cookie = expectSessionCookie(response);
    expect(String(response.headers.location)).not.toContain(cookie);
    const accessToken = location.searchParams.get('access_token')!;
    expect((await getMe(t.app, accessToken)).json<Me>().email).toBe(DEMO_EMAILS.mentor);
    // The cookie continues the same session.
    const refreshed = await webRefresh(cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(sessionIdOf(refreshed.json<RefreshResponse>().access_token)).toBe(sessionIdOf(accessToken));
  });

  it('the sign-in page redirecting to a native app (allowlisted scheme) keeps both tokens in the URL and sets no cookie', async () => {
    const target = 'capacitor://localhost/signed-in';
    const page = await t.app.inject({ method: 'GET', url: `/web/keycloak/redirect?redirect_url=${encodeURIComponent(target)}` });
    const csrf = page.cookies.find((cookie) => cookie.name === CSRF_COOKIE)!.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/web/keycloak/redirect',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${CSRF_COOKIE}=${csrf}` },
      payload: new URLSearchParams({ email: DEMO_EMAILS.guest, password: DEMO_PASSWORD, csrf_token: csrf, redirect_url: target }).toString(),
      remoteAddress: '203.0.113.82',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('refresh_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshCookie(response)).toBeUndefined();
  });
});

describe('POST /api/keycloak/refresh from the cookie', () => {
  it('works with the cookie only, rotates it and answers no refresh token in the body', async () => {
    const session = await webSignIn(DEMO_EMAILS.student);
    const first = await webRefresh(session.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json<RefreshResponse>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'token_valid_until']);
    const rotated = expectSessionCookie(first);
    expect(rotated).not.toBe(session.cookie);
    expect((await getMe(t.app, body.access_token)).statusCode).toBe(200);
    // The rotated cookie goes on working.
    const second = await webRefresh(rotated);
    expect(second.statusCode).toBe(200);
    expect(expectSessionCookie(second)).not.toBe(rotated);
  });

  it('refuses a replayed (spent) cookie as reuse: the whole session ends and the cookie is cleared', async () => {
    const session = await webSignIn(DEMO_EMAILS.student);
    const first = await webRefresh(session.cookie);
    const successor = expectSessionCookie(first);
    const replay = await webRefresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(problem(replay).code).toBe('INVALID_REFRESH_TOKEN');
    const cleared = refreshCookie(replay);
    expect(cleared?.value).toBe('');
    expect(rawRefreshCookie(replay)).toContain('Path=/api/keycloak');
    expect(cleared?.maxAge === 0 || (cleared?.expires?.getTime() ?? Infinity) < Date.now()).toBe(true);
    // Theft assumed: the legitimate successor and the live access token are dead too.
    expect((await webRefresh(successor)).statusCode).toBe(401);
    expect((await getMe(t.app, first.json<RefreshResponse>().access_token)).statusCode).toBe(401);
    const [row] = await t.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.id, sessionIdOf(session.accessToken)));
    expect(row?.reason).toBe('refresh_token_reuse');
  });

  it('answers 401 without a cookie', async () => {
    const response = await webRefresh(undefined);
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuses a cross-site style request: the cookie without the web header, or not as JSON, is never used', async () => {
    const session = await webSignIn(DEMO_EMAILS.mentor);
    const cookieHeader = `${COOKIE}=${session.cookie}`;
    // A form post or a plain fetch carries the cookie but not the header.
    const noHeader = await postJson(t.app, '/api/keycloak/refresh', {}, { cookie: cookieHeader });
    expect(noHeader.statusCode).toBe(403);
    expect(problem(noHeader).code).toBe('CSRF_FAILED');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/keycloak/refresh',
      headers: { cookie: cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'access_token=x',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/api/keycloak/refresh',
      headers: { ...WEB, cookie: cookieHeader, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(textPlain.statusCode).toBeGreaterThanOrEqual(400);
    expect(textPlain.statusCode).toBeLessThan(500);
    for (const refused of [noHeader, form, textPlain]) expect(refreshCookie(refused)).toBeUndefined();
    // Nothing was spent: the real cookie still refreshes (a spent one would have revoked the session).
    expect((await webRefresh(session.cookie)).statusCode).toBe(200);
    // Logout is guarded alike: the session survives a cross-site logout attempt.
    const crossSiteLogout = await postJson(t.app, '/api/keycloak/logout', {}, { cookie: cookieHeader });
    expect(crossSiteLogout.statusCode).toBe(403);
  });
});

describe('POST /api/keycloak/logout from the cookie', () => {
  it('ends the session and clears the cookie', async () => {
    const session = await webSignIn(DEMO_EMAILS.guest);
    const response = await webLogout(session.cookie);
    expect(response.statusCode).toBe(204);
    const cleared = refreshCookie(response);
    expect(cleared?.value).toBe('');
    expect(rawRefreshCookie(response)).toContain('Path=/api/keycloak');
    expect(cleared?.maxAge === 0 || (cleared?.expires?.getTime() ?? Infinity) < Date.now()).toBe(true);
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(401);
    expect((await webRefresh(session.cookie)).statusCode).toBe(401);
    // Without a cookie it is still fine (and still clears).
    const again = await webLogout(undefined);
    expect(again.statusCode).toBe(204);
    expect(refreshCookie(again)?.value).toBe('');
  });
});

describe('impersonation in the web app', () => {
  it('start and end set the cookie of the session to continue with and answer no refresh token', async () => {
    const admin = await webSignIn(DEMO_EMAILS.admin);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/rest/impersonate/${uid[DEMO_EMAILS.student]}`,
      headers: bearer(admin.accessToken, WEB),
    });
    expect(started.statusCode).toBe(200);
    const acting = started.json<ImpersonationResponse>();
    expect(Object.keys(acting).sort()).toEqual(['access_token', 'token_valid_until', 'uid']);
    const actingCookie = expectSessionCookie(started);
    const refreshed = await webRefresh(actingCookie);
    expect(refreshed.statusCode).toBe(200);
    expect((await getMe(t.app, refreshed.json<RefreshResponse>().access_token)).json<Me>().impersonating?.by.uid).toBe(admin.uid);

    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/rest/impersonate/end',
      headers: bearer(refreshed.json<RefreshResponse>().access_token, WEB),
    });
    expect(ended.statusCode).toBe(200);
    const back = ended.json<ImpersonationResponse>();
    expect(Object.keys(back).sort()).toEqual(['access_token', 'token_valid_until', 'uid']);
    const adminCookie = expectSessionCookie(ended);
    const adminAgain = await webRefresh(adminCookie);
    expect(adminAgain.statusCode).toBe(200);
    expect((await getMe(t.app, adminAgain.json<RefreshResponse>().access_token)).json<Me>().uid).toBe(admin.uid);
  });
});

describe('native clients keep body in, body out', () => {
  it('login, refresh and logout carry the refresh token in the body and set no cookie', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/rest/login',
      headers: { authorization: basicAuthorization(DEMO_EMAILS.mentor, DEMO_PASSWORD) },
      remoteAddress: '203.0.113.83',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<LoginResponse>().refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshCookie(login)).toBeUndefined();

    const session = await signIn(t.app, DEMO_EMAILS.mentor);
    const refreshed = await postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json<RefreshResponse>();
    expect(Object.keys(pair).sort()).toEqual(['access_token', 'refresh_token', 'token_valid_until']);
    expect(refreshCookie(refreshed)).toBeUndefined();
    const logout = await postJson(t.app, '/api/keycloak/logout', { refresh_token: pair.refresh_token });
    expect(logout.statusCode).toBe(204);
    expect((await getMe(t.app, pair.access_token)).statusCode).toBe(401);

    const admin = await signIn(t.app, DEMO_EMAILS.admin);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/rest/impersonate/${uid[DEMO_EMAILS.guest]}`,
      headers: bearer(admin.accessToken),
    });
    expect(started.json<ImpersonationResponse>().refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshCookie(started)).toBeUndefined();
  });

  it('a refresh token in the body wins over a cookie (body in, body out)', async () => {
    const web = await webSignIn(DEMO_EMAILS.guest);
    const native = await signIn(t.app, DEMO_EMAILS.guest);
    const response = await postJson(
      t.app,
      '/api/keycloak/refresh',
      { refresh_token: native.refreshToken },
      { cookie: `${COOKIE}=${web.cookie}` },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<RefreshResponse>().refresh_token).toBeDefined();
    expect(refreshCookie(response)).toBeUndefined();
    // The web cookie was not touched.
    expect((await webRefresh(web.cookie)).statusCode).toBe(200);
  });

  it('a refresh without a token and without the web header is a 400 as before', async () => {
    const response = await postJson(t.app, '/api/keycloak/refresh', {});
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('OpenAPI', () => {
  it('describes the cookie transport on the identity routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { description?: string } }>;
    }>();
    for (const path of ['/api/rest/login', '/api/keycloak/refresh', '/api/keycloak/logout']) {
      expect(document.paths[path]?.post?.description ?? '', path).toContain('X-Token-Transport: cookie');
    }
  });
});
