// Several requests (or nodes) at once: one refresh token used twice in parallel, and nodes that start
// together agreeing on one signing key.
import type { RefreshResponse } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey } from '../../lib/tokens.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../test/build-test-app.ts';
import { ensureSigningKey, loadSigningKeys } from './auth.repository.ts';
import { getMe, postJson, signIn } from './testing/auth-helpers.ts';

describe('parallel refresh with one token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets at most one through and treats the other as reuse: the family ends', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.student);
    const answers = await Promise.all([
      postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken }),
      postJson(t.app, '/api/keycloak/refresh', { refresh_token: session.refreshToken }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<RefreshResponse>();
    // The second use revoked the family, including the winner's fresh tokens.
    expect((await getMe(t.app, winner.access_token)).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/keycloak/refresh', { refresh_token: winner.refresh_token })).statusCode).toBe(401);
  });
});

describe('signing keys', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('nodes starting together create exactly one key and all use it', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => ensureSigningKey(database.db, () => generateSigningKey())),
    );
    const kids = new Set(results.map((keys) => keys.map((key) => key.kid).join(',')));
    expect(kids.size).toBe(1);
    expect(await loadSigningKeys(database.db)).toHaveLength(1);
    // Later calls read it back, never generate another.
    const again = await ensureSigningKey(database.db, () => {
      throw new Error('must not generate');
    });
    expect(again.map((key) => key.kid)).toEqual([...kids][0]!.split(','));
  });

  it('uses AUTH_SIGNING_KEYS when given and stores no key', async () => {
    const key = await generateSigningKey();
    const t = await buildTestApp({ env: { AUTH_SIGNING_KEYS: JSON.stringify([key.privateJwk]) } });
    try {
      const session = await signIn(t.app, DEMO_EMAILS.student);
      const header = JSON.parse(Buffer.from(session.accessToken.split('.')[0]!, 'base64url').toString()) as { kid: string };
      expect(header.kid).toBe(key.kid);
      expect((await getMe(t.app, session.accessToken)).statusCode).toBe(200);
      expect(await loadSigningKeys(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
