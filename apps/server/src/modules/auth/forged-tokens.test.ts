// The forged-token corpus against a real authenticated route and the check endpoint: every variant is
// refused with the same 401 problem, while the genuine token passes.
import { randomUUID } from 'node:crypto';
import type { Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, signTypedJwt } from '../../lib/tokens.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loadSigningKeys } from './auth.repository.ts';
import { DEFAULT_TOKEN_ISSUER, TOKEN_AUDIENCE } from './auth.settings.ts';
import { buildForgedTokens, type ForgedToken } from './testing/forged-tokens.ts';
import { getMe, postJson, sessionIdOf, signIn, type SignedIn } from './testing/auth-helpers.ts';

let t: TestApp;
let session: SignedIn;
let corpus: ForgedToken[];

beforeAll(async () => {
  t = await buildTestApp();
  session = await signIn(t.app, DEMO_EMAILS.student);
  const [signingKey] = await loadSigningKeys(t.db);
  const keyring = await t.app.auth.keyring();
  const other = await signTypedJwt(
    keyring,
    { sub: String(session.uid), sid: sessionIdOf(session.accessToken) },
    { typ: 'oidc-tx+jwt', issuer: DEFAULT_TOKEN_ISSUER, audience: 'urn:campus:oidc-callback', ttlSeconds: 600 },
  );
  corpus = buildForgedTokens({
    signingKey: signingKey!,
    issuer: DEFAULT_TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    // The student's own live session: whatever refuses these tokens is the forgery, not the session.
    userId: session.uid,
    sessionId: sessionIdOf(session.accessToken),
    refreshToken: session.refreshToken,
    otherTypeToken: other.token,
  });
});

afterAll(async () => {
  await t.close();
});

describe('forged access tokens', () => {
  it('the genuine token passes (so the refusals below mean something)', async () => {
    expect((await getMe(t.app, session.accessToken)).statusCode).toBe(200);
  });

  it('has at least 20 variants', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
  });

  it('every variant is refused on GET /api/rest/user/me with 401 UNAUTHENTICATED', async () => {
    const accepted: string[] = [];
    for (const forged of corpus) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/rest/user/me',
        headers: { authorization: `Bearer ${forged.token}` },
      });
      if (response.statusCode !== 401 || (JSON.parse(response.body) as Problem).code !== 'UNAUTHENTICATED') {
        accepted.push(`${forged.name}: ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('every variant is refused by POST /api/keycloak/check', async () => {
    const accepted: string[] = [];
    for (const forged of corpus) {
      const response = await postJson(t.app, '/api/keycloak/check', { access_token: forged.token });
      // Empty or oversized tokens fail body validation (400); everything else is a 401.
      if (response.statusCode !== 401 && response.statusCode !== 400) accepted.push(`${forged.name}: ${response.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });

  it('a genuine token for a session that never existed is refused', async () => {
    const keyring = await t.app.auth.keyring();
    const { token } = await signAccessToken(
      keyring,
      { userId: session.uid, sessionId: randomUUID(), impersonatorUserId: null },
      { issuer: DEFAULT_TOKEN_ISSUER, audience: TOKEN_AUDIENCE, ttlSeconds: 300 },
    );
    expect((await getMe(t.app, token)).statusCode).toBe(401);
  });

  it('a genuine token naming another user than its session owner is refused', async () => {
    const keyring = await t.app.auth.keyring();
    const { token } = await signAccessToken(
      keyring,
      { userId: session.uid + 1, sessionId: sessionIdOf(session.accessToken), impersonatorUserId: null },
      { issuer: DEFAULT_TOKEN_ISSUER, audience: TOKEN_AUDIENCE, ttlSeconds: 300 },
    );
    expect((await getMe(t.app, token)).statusCode).toBe(401);
  });
});
