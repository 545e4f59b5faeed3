// Tokens never reach the logs: the log stream of a whole sign-in (page and API), the redirect carrying
// the tokens, refresh, check, user/me and logout is captured at debug level and searched.
import { Writable } from 'node:stream';
import type { RefreshResponse } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CSRF_COOKIE } from './sign-in-page.routes.ts';
import { bearer, getMe, postJson, signIn } from './testing/auth-helpers.ts';

const ORIGIN = 'http://campus.test';
let buffer = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    buffer += chunk.toString();
    callback();
  },
});
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN }, logger: createLogger({ level: 'debug', destination: stream }) });
});

afterAll(async () => {
  await t.close();
});

describe('auth logging', () => {
  it('logs the requests but none of the tokens, passwords or CSRF values', async () => {
    const secrets: string[] = [DEMO_PASSWORD];

    // Sign-in page → form post → redirect carrying the tokens → the app page with the tokens in its URL.
    const page = await t.app.inject({ method: 'GET', url: '/web/keycloak/redirect?redirect_url=%2Fstart' });
    const csrf = page.cookies.find((cookie) => cookie.name === CSRF_COOKIE)!.value;
    secrets.push(csrf);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/web/keycloak/redirect',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${CSRF_COOKIE}=${csrf}` },
      payload: new URLSearchParams({
        email: DEMO_EMAILS.student,
        password: DEMO_PASSWORD,
        csrf_token: csrf,
        redirect_url: `${ORIGIN}/start`,
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const location = new URL(String(posted.headers.location));
    const pageAccess = location.searchParams.get('access_token')!;
    // Into the web app the refresh token comes as the HttpOnly cookie (decision 0007).
    const pageRefresh = posted.cookies.find((cookie) => cookie.name === 'campus_refresh')!.value;
    secrets.push(pageAccess, pageRefresh);
    await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}`, headers: { accept: 'text/html' } });

    // API sign-in, refresh, check, a protected call, logout, and a failed sign-in.
    const api = await signIn(t.app, DEMO_EMAILS.student);
    secrets.push(api.accessToken, api.refreshToken);
    const refreshed = (await postJson(t.app, '/api/keycloak/refresh', { refresh_token: api.refreshToken, access_token: api.accessToken })).json<RefreshResponse>();
    // A native (body) refresh answers the new refresh token in the body.
    expect(refreshed.refresh_token).toBeDefined();
    secrets.push(refreshed.access_token, refreshed.refresh_token ?? 'missing');
    await postJson(t.app, '/api/keycloak/check', { access_token: refreshed.access_token });
    await getMe(t.app, refreshed.access_token);
    await t.app.inject({ method: 'POST', url: '/api/rest/login', headers: bearer(refreshed.access_token) });
    // A refused token and a reused refresh token are logged as events, without the token.
    await getMe(t.app, `${refreshed.access_token}tampered`);
    await postJson(t.app, '/api/keycloak/refresh', { refresh_token: api.refreshToken });
    // The web app's cookie flows: the cookie header is not logged either.
    const web = { 'x-token-transport': 'cookie' };
    const cookieRefresh = await postJson(t.app, '/api/keycloak/refresh', {}, { ...web, cookie: `campus_refresh=${pageRefresh}` });
    const rotatedCookie = cookieRefresh.cookies.find((cookie) => cookie.name === 'campus_refresh')!.value;
    secrets.push(rotatedCookie, cookieRefresh.json<RefreshResponse>().access_token);
    await postJson(t.app, '/api/keycloak/logout', {}, { ...web, cookie: `campus_refresh=${rotatedCookie}` });

    expect(buffer.length).toBeGreaterThan(0);
    const lines = buffer.split('\n').filter(Boolean);
    // The requests are there (the log is not simply empty)...
    expect(lines.some((line) => line.includes('/web/keycloak/redirect'))).toBe(true);
    expect(lines.some((line) => line.includes('refresh_token_reuse'))).toBe(true);
    // ...the secrets are not, not even partly (the signature part of a JWT alone would be a leak).
    for (const secret of secrets) {
      expect(buffer).not.toContain(secret);
      for (const part of secret.split('.').filter((piece) => piece.length >= 16)) expect(buffer).not.toContain(part);
    }
  });
});
