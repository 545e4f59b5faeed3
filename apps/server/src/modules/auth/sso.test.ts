// Single sign-on end to end against a real OpenID Connect provider (oidc-provider) started here:
// sign-in page → provider login and consent (plain HTTP, no browser) → callback → our tokens → user/me.
import type { Me } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema/auth.ts';
import { campusEmailDomains, domains } from '../../db/schema/domains.ts';
import { domainMembers, users } from '../../db/schema/users.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { OIDC_COOKIE } from './sign-in-page.routes.ts';
import { getMe } from './testing/auth-helpers.ts';
import { ProviderBrowser, startTestIdentityProvider, type TestIdentityProvider } from './testing/oidc-test-provider.ts';

const ORIGIN = 'http://campus.test';
let idp: TestIdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestIdentityProvider({
    redirectUris: [`${ORIGIN}/web/keycloak/callback`],
    accounts: {
      'kc-new-coach': { email: 'New.Coach@Campus.test', emailVerified: true, name: 'Nora Coach' },
      'kc-student': { email: DEMO_EMAILS.student, emailVerified: true, name: 'Sam via Keycloak' },
      'kc-unverified': { email: DEMO_EMAILS.guest, emailVerified: false, name: 'Not Really Gia' },
      'kc-north': { email: 'olga@North-Club.example', emailVerified: true, name: 'Olga North' },
      'kc-north-unverified': { email: 'otto@north-club.example', emailVerified: false, name: 'Otto North' },
    },
  });
  t = await buildTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The whole browser journey; returns the app's final answer at the callback. */
async function ssoJourney(login: string, redirectUrl = `${ORIGIN}/start`): Promise<LightMyRequestResponse> {
  const page = await t.app.inject({ method: 'GET', url: `/web/keycloak/redirect?redirect_url=${encodeURIComponent(redirectUrl)}` });
  const ssoHref = /href="(\/web\/keycloak\/sso\?[^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
  if (!ssoHref) throw new Error('no SSO button on the page');
  const start = await t.app.inject({ method: 'GET', url: ssoHref });
  if (start.statusCode !== 303) throw new Error(`SSO start answered ${start.statusCode}`);
  const transaction = cookieFrom(start, OIDC_COOKIE);
  const callback = await new ProviderBrowser().signIn(new URL(String(start.headers.location)), login, ORIGIN);
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: transaction ? { cookie: `${OIDC_COOKIE}=${transaction}` } : {},
  });
}

/** Back into the web app: the access token in the URL, the refresh token as the HttpOnly cookie (decision 0007). */
function tokensFrom(response: LightMyRequestResponse): { accessToken: string; refreshToken: string; location: URL } {
  const location = new URL(String(response.headers.location));
  expect(location.searchParams.has('refresh_token')).toBe(false);
  return {
    location,
    accessToken: location.searchParams.get('access_token') ?? '',
    refreshToken: response.cookies.find((cookie) => cookie.name === 'campus_refresh')?.value ?? '',
  };
}

describe('single sign-on', () => {
  it('offers the campus account on the sign-in page and starts with code + PKCE + state + nonce', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/web/keycloak/redirect?redirect_url=%2F' });
    expect(page.body).toContain('href="/web/keycloak/sso?redirect_url=');
    const start = await t.app.inject({ method: 'GET', url: '/web/keycloak/sso?redirect_url=%2F&lang=de' });
    expect(start.statusCode).toBe(303);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/web/keycloak/callback`);
    const cookie = start.cookies.find((entry) => entry.name === OIDC_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/web/keycloak' });
    // The transaction cookie is signed and opaque: it does not carry the verifier in the clear.
    expect(cookie?.value.split('.')).toHaveLength(3);
  });

  it('creates the account on first sign-in, links it by (issuer, subject) and signs the user in', async () => {
    const response = await ssoJourney('kc-new-coach');
    expect(response.statusCode).toBe(303);
    const { accessToken, refreshToken, location } = tokensFrom(response);
    expect(location.origin + location.pathname).toBe(`${ORIGIN}/start`);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = (await getMe(t.app, accessToken)).json<Me>();
    expect(me.email).toBe('new.coach@campus.test');
    expect(me.display_name).toBe('Nora Coach');
    expect(me.domain_roles).toEqual([{ domain_id: 1, roles: [] }]);
    const [account] = await t.db.select().from(users).where(eq(users.id, me.uid));
    expect(account?.passwordHash).toBeNull();
    const links = await t.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, idp.issuer), eq(userIdentities.subject, 'kc-new-coach')));
    expect(links.map((link) => link.userId)).toEqual([me.uid]);
    const members = await t.db.select().from(domainMembers).where(eq(domainMembers.userId, me.uid));
    expect(members.map((member) => member.domainId)).toEqual([1]);

    // The second sign-in finds the same account.
    const again = await ssoJourney('kc-new-coach');
    expect((await getMe(t.app, tokensFrom(again).accessToken)).json<Me>().uid).toBe(me.uid);
  });

  it('puts a new account into the campus that claims its verified e-mail domain (domain management)', async () => {
    const [north] = await t.db.insert(domains).values({ name: 'North Campus' }).returning({ id: domains.id });
    if (!north) throw new Error('no campus');
    await t.db.insert(campusEmailDomains).values({ domainId: north.id, emailDomain: 'north-club.example' });

    const verified = (await getMe(t.app, tokensFrom(await ssoJourney('kc-north')).accessToken)).json<Me>();
    expect(verified.email).toBe('olga@north-club.example');
    expect(verified.domain_roles).toEqual([{ domain_id: north.id, roles: [] }]);

    // An address the provider does not vouch for claims no campus: the default one.
    const unverified = (await getMe(t.app, tokensFrom(await ssoJourney('kc-north-unverified')).accessToken)).json<Me>();
    expect(unverified.domain_roles).toEqual([{ domain_id: 1, roles: [] }]);
  });

  it('links an existing account when the provider has verified the email', async () => {
    const response = await ssoJourney('kc-student');
    expect(response.statusCode).toBe(303);
    const me = (await getMe(t.app, tokensFrom(response).accessToken)).json<Me>();
    expect(me.email).toBe(DEMO_EMAILS.student);
    // Still the demo student, whose name and password stay as they were.
    expect(me.display_name).not.toBe('Sam via Keycloak');
  });

  it('does not take over an existing account with an unverified email', async () => {
    const response = await ssoJourney('kc-unverified');
    expect(response.statusCode).toBe(409);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('cannot be linked automatically');
  });

  it('refuses a callback without the transaction cookie or with a forged state', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/web/keycloak/sso?redirect_url=%2F' });
    const transaction = cookieFrom(start, OIDC_COOKIE)!;
    const callback = await new ProviderBrowser().signIn(new URL(String(start.headers.location)), 'kc-new-coach', ORIGIN);
    const withoutCookie = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.headers.location).toBeUndefined();
    const forged = new URLSearchParams(callback.search);
    forged.set('state', 'forged-state');
    const wrongState = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}?${forged.toString()}`,
      headers: { cookie: `${OIDC_COOKIE}=${transaction}` },
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.headers.location).toBeUndefined();
    const tamperedCookie = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${OIDC_COOKIE}=${transaction.slice(0, -4)}AAAA` },
    });
    expect(tamperedCookie.statusCode).toBe(400);
  });

  it('shows the page with an error when the provider reports one (e.g. the user cancelled)', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/web/keycloak/sso?redirect_url=%2F' });
    const transaction = cookieFrom(start, OIDC_COOKIE)!;
    const response = await t.app.inject({
      method: 'GET',
      url: '/web/keycloak/callback?error=access_denied&state=x',
      headers: { cookie: `${OIDC_COOKIE}=${transaction}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('did not work');
  });

  it('refuses open redirects at the SSO start', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web/keycloak/sso?redirect_url=https%3A%2F%2Fevil.test%2F' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('the logout redirect goes through the provider when it offers end_session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/web/keycloak/logout?redirect_url=${encodeURIComponent(`${ORIGIN}/`)}` });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
  });
});

describe('OIDC_ONLY', () => {
  it('sends the sign-in page straight to the provider', async () => {
    const only = await buildTestApp({
      seed: false,
      env: {
        PUBLIC_URL: ORIGIN,
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_ONLY: 'true',
      },
    });
    try {
      const response = await only.app.inject({ method: 'GET', url: '/web/keycloak/redirect?redirect_url=%2F&lang=de' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/web/keycloak/sso?redirect_url=${encodeURIComponent(`${ORIGIN}/`)}&lang=de`);
    } finally {
      await only.close();
    }
  });
});
