// The sign-in page over HTTP: rendering, language, CSRF, wrong password, brute force, success redirect
// with tokens, open-redirect attempts, and every demo account signing in through the form.
import type { Me } from '@campus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SIGN_IN_MESSAGES } from './sign-in-page.messages.ts';
import { CSRF_COOKIE } from './sign-in-page.routes.ts';
import { getMe, postJson, signIn } from './testing/auth-helpers.ts';

const ORIGIN = 'http://campus.test';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN, AUTH_REDIRECT_ALLOWLIST: 'https://app.campus.test' } });
});

afterAll(async () => {
  await t.close();
});

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

async function openPage(query = `redirect_url=${encodeURIComponent(`${ORIGIN}/start`)}`, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/web/keycloak/redirect?${query}`, headers });
  const csrf = cookieValue(response, CSRF_COOKIE);
  return { response, csrf };
}

function postForm(
  form: Record<string, string>,
  options: { csrfCookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...options.headers };
  if (options.csrfCookie) headers.cookie = `${CSRF_COOKIE}=${options.csrfCookie}`;
  return t.app.inject({
    method: 'POST',
    url: '/web/keycloak/redirect',
    payload: new URLSearchParams(form).toString(),
    headers,
    remoteAddress: options.ip ?? '203.0.113.50',
  });
}

async function signInOnPage(email: string, password: string, redirectUrl = `${ORIGIN}/start`, ip?: string) {
  const { csrf } = await openPage(`redirect_url=${encodeURIComponent(redirectUrl)}`);
  return postForm({ email, password, csrf_token: csrf!, redirect_url: redirectUrl, lang: 'en' }, { csrfCookie: csrf!, ip });
}

describe('GET /web/keycloak/redirect', () => {
  it('renders the sign-in form with a CSRF cookie that matches the form field', async () => {
    const { response, csrf } = await openPage();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(response.body).toContain('<form method="post" action="/web/keycloak/redirect"');
    expect(response.body).toContain(`value="${ORIGIN}/start"`);
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).toContain(`name="csrf_token" value="${csrf}"`);
    const cookie = response.cookies.find((entry) => entry.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/web/keycloak' });
    // No SSO configured here: no SSO button.
    expect(response.body).not.toContain('/web/keycloak/sso');
  });

  it('speaks German from ?lang=de or Accept-Language', async () => {
    expect((await openPage(`lang=de&redirect_url=%2F`)).response.body).toContain(SIGN_IN_MESSAGES.de.heading);
    expect((await openPage('redirect_url=%2F', { 'accept-language': 'de-DE,de;q=0.9' })).response.body).toContain(
      SIGN_IN_MESSAGES.de.submit,
    );
    expect((await openPage('redirect_url=%2F', { 'accept-language': 'fr' })).response.body).toContain(
      SIGN_IN_MESSAGES.en.heading,
    );
  });

  it('defaults to the campus start page without redirect_url', async () => {
    const { response } = await openPage('');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`name="redirect_url" value="${ORIGIN}/"`);
  });

  it.each([
    'https://evil.test/',
    '//evil.test/',
    '/\\evil.test',
    'javascript:alert(1)',
    'http://campus.test@evil.test/',
    'http://campus.test.evil.test/',
    'https://campus.test/',
    'http://campus.test:8080/',
    'data:text/html,hi',
    'http://evil.test#@campus.test',
    ' http://campus.test/',
  ])('refuses the open-redirect attempt %s with a 400 page', async (target) => {
    const { response, csrf } = await openPage(`redirect_url=${encodeURIComponent(target)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(SIGN_IN_MESSAGES.en.refusedTitle);
    expect(response.body).not.toContain('<form');
    expect(csrf).toBeUndefined();
  });
});

describe('POST /web/keycloak/redirect', () => {
  it('signs in and 303-redirects into the web app with access_token in the URL and the refresh token as cookie', async () => {
    const response = await signInOnPage(DEMO_EMAILS.student, DEMO_PASSWORD, `${ORIGIN}/course-1/app/dashboard?x=1`);
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(ORIGIN);
    expect(location.pathname).toBe('/course-1/app/dashboard');
    expect(location.searchParams.get('x')).toBe('1');
    const accessToken = location.searchParams.get('access_token')!;
    // Decision 0007: the web app's refresh token never rides in a URL script can read.
    expect(location.searchParams.has('refresh_token')).toBe(false);
    const refreshCookie = response.cookies.find((cookie) => cookie.name === 'campus_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/keycloak' });
    expect((await getMe(t.app, accessToken)).json<Me>().email).toBe(DEMO_EMAILS.student);
    const refreshed = await postJson(t.app, '/api/keycloak/refresh', {}, {
      'x-token-transport': 'cookie',
      cookie: `campus_refresh=${refreshCookie!.value}`,
    });
    expect(refreshed.statusCode).toBe(200);
    // The CSRF cookie is spent.
    expect(response.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value).toBe('');
  });

  it('may redirect to an allowlisted origin', async () => {
    const { response, csrf } = await openPage(`redirect_url=${encodeURIComponent('https://app.campus.test/')}`);
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'self' https://app.campus.test");
    const posted = await postForm(
      { email: DEMO_EMAILS.guest, password: DEMO_PASSWORD, csrf_token: csrf!, redirect_url: 'https://app.campus.test/' },
      { csrfCookie: csrf! },
    );
    expect(posted.statusCode).toBe(303);
    expect(String(posted.headers.location)).toMatch(/^https:\/\/app\.campus\.test\/\?access_token=/);
    // Another origin is not the web app on this campus: both tokens in the URL, no cookie (decision 0007).
    expect(new URL(String(posted.headers.location)).searchParams.get('refresh_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(posted.cookies.find((cookie) => cookie.name === 'campus_refresh')).toBeUndefined();
  });

  it('re-renders the page on a wrong password, keeping the email', async () => {
    const response = await signInOnPage(DEMO_EMAILS.student, 'wrong-password', `${ORIGIN}/`, '203.0.113.51');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(SIGN_IN_MESSAGES.en.errorInvalidCredentials);
    expect(response.body).toContain(`value="${DEMO_EMAILS.student}"`);
    expect(response.headers.location).toBeUndefined();
    // A fresh CSRF token for the next try.
    expect(cookieValue(response, CSRF_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('tells a disabled account with the right password that it is disabled (users administer, issue 18)', async () => {
    const mentorId = (await signIn(t.app, DEMO_EMAILS.mentor, DEMO_PASSWORD, '203.0.113.60')).uid;
    await t.app.auth.disableAccount(mentorId);
    try {
      const response = await signInOnPage(DEMO_EMAILS.mentor, DEMO_PASSWORD, `${ORIGIN}/`, '203.0.113.61');
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(SIGN_IN_MESSAGES.en.errorAccountDisabled);
      expect(response.headers.location).toBeUndefined();
      // A wrong password still reads as a wrong password.
      const wrong = await signInOnPage(DEMO_EMAILS.mentor, 'wrong-password', `${ORIGIN}/`, '203.0.113.61');
      expect(wrong.body).toContain(SIGN_IN_MESSAGES.en.errorInvalidCredentials);
    } finally {
      await t.app.auth.enableAccount(mentorId);
    }
  });

  it('refuses a post without the CSRF cookie, with a mismatching token, or from another origin', async () => {
    const { csrf } = await openPage();
    const form = { email: DEMO_EMAILS.student, password: DEMO_PASSWORD, redirect_url: `${ORIGIN}/` };
    const noCookie = await postForm({ ...form, csrf_token: csrf! });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.body).toContain(SIGN_IN_MESSAGES.en.errorCsrf);
    const mismatch = await postForm({ ...form, csrf_token: 'x'.repeat(43) }, { csrfCookie: csrf! });
    expect(mismatch.statusCode).toBe(403);
    const foreign = await postForm({ ...form, csrf_token: csrf! }, { csrfCookie: csrf!, headers: { origin: 'https://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    const opaque = await postForm({ ...form, csrf_token: csrf! }, { csrfCookie: csrf!, headers: { origin: 'null' } });
    expect(opaque.statusCode).toBe(403);
    const sameOrigin = await postForm({ ...form, csrf_token: csrf! }, { csrfCookie: csrf!, headers: { origin: ORIGIN } });
    expect(sameOrigin.statusCode).toBe(303);
  });

  it('refuses a tampered redirect_url in the form too', async () => {
    const { csrf } = await openPage();
    const response = await postForm(
      { email: DEMO_EMAILS.student, password: DEMO_PASSWORD, csrf_token: csrf!, redirect_url: 'https://evil.test/' },
      { csrfCookie: csrf! },
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('shows the rate-limit message after 10 failures from one IP', async () => {
    const ip = '192.0.2.150';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInOnPage(DEMO_EMAILS.mentor, `wrong-${attempt}`, `${ORIGIN}/`, ip)).statusCode).toBe(401);
    }
    const locked = await signInOnPage(DEMO_EMAILS.mentor, DEMO_PASSWORD, `${ORIGIN}/`, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toMatch(/Too many failed attempts/);
    expect((await signInOnPage(DEMO_EMAILS.mentor, DEMO_PASSWORD, `${ORIGIN}/`, '192.0.2.151')).statusCode).toBe(303);
  });

  it('lets every demo account sign in on the page', async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      const response = await signInOnPage(email, DEMO_PASSWORD);
      expect(response.statusCode, email).toBe(303);
    }
  });
});

describe('single sign-on routes without SSO configured', () => {
  it('answers the start with a 404 problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web/keycloak/sso?redirect_url=%2F' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'SSO_UNAVAILABLE' });
  });

  it('the logout redirect goes straight back to an allowed target and refuses others', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/web/keycloak/logout?redirect_url=${encodeURIComponent(`${ORIGIN}/`)}` });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`${ORIGIN}/`);
    const evil = await t.app.inject({ method: 'GET', url: '/web/keycloak/logout?redirect_url=https%3A%2F%2Fevil.test%2F' });
    expect(evil.statusCode).toBe(400);
  });
});
