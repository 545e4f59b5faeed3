// The OpenID Connect client against a real provider (no app, no database): the protocol part of SSO.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcClient, OidcError } from './oidc.ts';
import { ProviderBrowser, startTestIdentityProvider, type TestIdentityProvider } from './testing/oidc-test-provider.ts';

const CALLBACK = 'http://campus.test/web/keycloak/callback';
let idp: TestIdentityProvider;
let oidc: OidcClient;

beforeAll(async () => {
  idp = await startTestIdentityProvider({
    redirectUris: [CALLBACK],
    accounts: { 'kc-alice': { email: 'Alice@Campus.test', emailVerified: true, name: 'Alice Keycloak' } },
  });
  oidc = new OidcClient({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret });
});

afterAll(async () => {
  await idp.close();
});

describe('OidcClient', () => {
  it('asks for code + PKCE S256 + state + nonce', async () => {
    const { url, transaction } = await oidc.startAuthorization(CALLBACK, { uiLocales: 'de' });
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).not.toBe(transaction.codeVerifier);
    expect(url.searchParams.get('state')).toBe(transaction.state);
    expect(url.searchParams.get('nonce')).toBe(transaction.nonce);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('ui_locales')).toBe('de');
  });

  it('completes a sign-in and reads email and name (from userinfo when the ID token lacks them)', async () => {
    const { url, transaction } = await oidc.startAuthorization(CALLBACK);
    const callback = await new ProviderBrowser().signIn(url, 'kc-alice', 'http://campus.test');
    expect(callback.pathname).toBe('/web/keycloak/callback');
    const identity = await oidc.finishAuthorization(callback, transaction);
    expect(identity).toMatchObject({
      issuer: idp.issuer,
      subject: 'kc-alice',
      email: 'Alice@Campus.test',
      emailVerified: true,
      name: 'Alice Keycloak',
    });
    expect(identity.idToken).toMatch(/^ey/);
  });

  it('refuses a callback whose state, nonce or PKCE verifier does not match', async () => {
    for (const tamper of ['state', 'nonce', 'codeVerifier'] as const) {
      const { url, transaction } = await oidc.startAuthorization(CALLBACK);
      const callback = await new ProviderBrowser().signIn(url, 'kc-alice', 'http://campus.test');
      const wrong = { ...transaction, [tamper]: `${transaction[tamper]}x` };
      await expect(oidc.finishAuthorization(callback, wrong), tamper).rejects.toBeInstanceOf(OidcError);
    }
  });

  it('refuses a replayed authorization code', async () => {
    const { url, transaction } = await oidc.startAuthorization(CALLBACK);
    const callback = await new ProviderBrowser().signIn(url, 'kc-alice', 'http://campus.test');
    await oidc.finishAuthorization(callback, transaction);
    await expect(oidc.finishAuthorization(callback, transaction)).rejects.toBeInstanceOf(OidcError);
  });

  it('reports an unreachable provider as OidcError and retries discovery later', async () => {
    const broken = new OidcClient({ issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' });
    await expect(broken.startAuthorization(CALLBACK)).rejects.toBeInstanceOf(OidcError);
    await expect(broken.startAuthorization(CALLBACK)).rejects.toBeInstanceOf(OidcError);
  });
});
