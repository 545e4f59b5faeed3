import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildForgedTokens } from '../modules/auth/testing/forged-tokens.ts';
import {
  ACCESS_TOKEN_TYPE,
  Keyring,
  TokenError,
  constantTimeEqual,
  generateRefreshToken,
  generateSigningKey,
  hashRefreshToken,
  isWellFormedRefreshToken,
  parseSigningKeys,
  signAccessToken,
  signTypedJwt,
  verifyAccessToken,
  verifyTypedJwt,
  type StoredSigningKey,
} from './tokens.ts';

const settings = { issuer: 'http://campus.test', audience: 'campus-api', ttlSeconds: 300 };

let key: StoredSigningKey;
let keyring: Keyring;

beforeAll(async () => {
  key = await generateSigningKey();
  keyring = await Keyring.fromStoredKeys([key]);
});

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('access tokens', () => {
  it('round-trips user, session and impersonator with an EdDSA signature and at+jwt type', async () => {
    const sessionId = randomUUID();
    const { token, expiresAt } = await signAccessToken(keyring, { userId: 42, sessionId, impersonatorUserId: 1 }, settings);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    expect(header).toEqual({ alg: 'EdDSA', typ: ACCESS_TOKEN_TYPE, kid: key.kid });
    const claims = await verifyAccessToken(keyring, token, settings);
    expect(claims).toEqual({ userId: 42, sessionId, impersonatorUserId: 1, expiresAt });
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(299);
  });

  it('expires after its lifetime (with a few seconds of clock tolerance)', async () => {
    const issued = new Date('2030-01-01T00:00:00Z');
    const { token } = await signAccessToken(
      keyring,
      { userId: 1, sessionId: randomUUID(), impersonatorUserId: null },
      settings,
      issued,
    );
    const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
    expect(await reason(verifyAccessToken(keyring, token, settings, at(299)))).toBe('accepted');
    expect(await reason(verifyAccessToken(keyring, token, settings, at(304)))).toBe('accepted');
    expect(await reason(verifyAccessToken(keyring, token, settings, at(306)))).toBe('expired');
    expect(await reason(verifyAccessToken(keyring, token, settings, at(-60)))).toBe('not_yet_valid');
  });

  it('is refused by a keyring that does not know the key', async () => {
    const { token } = await signAccessToken(keyring, { userId: 1, sessionId: randomUUID(), impersonatorUserId: null }, settings);
    const otherRing = await Keyring.fromStoredKeys([await generateSigningKey()]);
    expect(await reason(verifyAccessToken(otherRing, token, settings))).toBe('unknown_key');
  });

  it('keeps verifying tokens of an older key after rotation, and signs with the newest', async () => {
    const { token } = await signAccessToken(keyring, { userId: 1, sessionId: randomUUID(), impersonatorUserId: null }, settings);
    const newer = await generateSigningKey(new Date(Date.now() + 1000));
    const rotated = await Keyring.fromStoredKeys([key, newer]);
    expect(rotated.currentKid).toBe(newer.kid);
    expect(await reason(verifyAccessToken(rotated, token, settings))).toBe('accepted');
    expect(rotated.jwks().keys.map((jwk) => jwk.kid).sort()).toEqual([key.kid, newer.kid].sort());
    expect(rotated.jwks().keys.every((jwk) => jwk.d === undefined)).toBe(true);
  });
});

describe('typed tokens', () => {
  it('a token of another type or audience is not an access token, and the reverse', async () => {
    const other = await signTypedJwt(keyring, { state: 'x' }, { ...settings, typ: 'oidc-tx+jwt', audience: 'campus-oidc' });
    expect(await reason(verifyAccessToken(keyring, other.token, settings))).toBe('type');
    const access = await signAccessToken(keyring, { userId: 1, sessionId: randomUUID(), impersonatorUserId: null }, settings);
    expect(
      await reason(verifyTypedJwt(keyring, access.token, { ...settings, typ: 'oidc-tx+jwt', audience: 'campus-oidc' })),
    ).toBe('type');
    const payload = await verifyTypedJwt(keyring, other.token, { ...settings, typ: 'oidc-tx+jwt', audience: 'campus-oidc' });
    expect(payload.state).toBe('x');
  });
});

describe('forged-token corpus', () => {
  it('holds at least 20 variants and every token-level one is refused', async () => {
    const other = await signTypedJwt(keyring, {}, { ...settings, typ: 'oidc-tx+jwt', audience: 'campus-oidc' });
    const corpus = buildForgedTokens({
      signingKey: key,
      issuer: settings.issuer,
      audience: settings.audience,
      userId: 5,
      sessionId: randomUUID(),
      refreshToken: generateRefreshToken(),
      otherTypeToken: other.token,
    });
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    expect(new Set(corpus.map((entry) => entry.name)).size).toBe(corpus.length);
    const accepted: string[] = [];
    for (const forged of corpus.filter((entry) => entry.refusedBy === 'token')) {
      if ((await reason(verifyAccessToken(keyring, forged.token, settings))) === 'accepted') accepted.push(forged.name);
    }
    expect(accepted).toEqual([]);
  });

  it('the corpus generator signs its baseline correctly (so the refusals are meaningful)', async () => {
    const sessionId = randomUUID();
    const corpus = buildForgedTokens({
      signingKey: key,
      issuer: settings.issuer,
      audience: settings.audience,
      userId: 5,
      sessionId,
      refreshToken: generateRefreshToken(),
      otherTypeToken: 'x',
    });
    // The "unknown session" entry is a correctly signed token: only the session lookup can refuse it.
    const unknownSession = corpus.find((entry) => entry.refusedBy === 'session');
    expect(unknownSession).toBeDefined();
    const claims = await verifyAccessToken(keyring, unknownSession!.token, settings);
    expect(claims.userId).toBe(5);
    expect(claims.sessionId).not.toBe(sessionId);
  });

  it('reports a specific reason for the classic attacks', async () => {
    const corpus = buildForgedTokens({
      signingKey: key,
      issuer: settings.issuer,
      audience: settings.audience,
      userId: 5,
      sessionId: randomUUID(),
      refreshToken: generateRefreshToken(),
      otherTypeToken: 'x',
    });
    const byName = new Map(corpus.map((entry) => [entry.name, entry.token]));
    const expectReason = async (name: string, expected: string) =>
      expect(await reason(verifyAccessToken(keyring, byName.get(name)!, settings)), name).toBe(expected);
    await expectReason('alg none', 'algorithm');
    await expectReason('HS256 keyed with the raw public key (alg confusion)', 'algorithm');
    await expectReason('EdDSA from an attacker key under our kid', 'signature');
    await expectReason('EdDSA from an attacker key under an unknown kid', 'unknown_key');
    await expectReason('expired', 'expired');
    await expectReason('wrong audience', 'audience');
    await expectReason('wrong issuer', 'issuer');
    await expectReason('typ JWT instead of at+jwt', 'type');
    await expectReason('tampered payload (other user)', 'signature');
    await expectReason('non-numeric sub', 'claims');
  });
});

describe('signing keys from the environment', () => {
  it('accepts a JWK set of private Ed25519 keys; the first one signs', async () => {
    const first = await generateSigningKey();
    const second = await generateSigningKey();
    const keys = await parseSigningKeys(JSON.stringify({ keys: [first.privateJwk, second.privateJwk] }));
    const ring = await Keyring.fromStoredKeys(keys);
    expect(ring.currentKid).toBe(first.kid);
    expect(ring.hasKid(second.kid)).toBe(true);
  });

  it('refuses public-only, symmetric or empty inputs', async () => {
    const only = await generateSigningKey();
    await expect(parseSigningKeys(JSON.stringify([only.publicJwk]))).rejects.toThrow(/private Ed25519/);
    await expect(parseSigningKeys(JSON.stringify([{ kty: 'oct', k: 'c2VjcmV0' }]))).rejects.toThrow(/private Ed25519/);
    await expect(parseSigningKeys('[]')).rejects.toThrow(/at least one/);
  });
});

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256', () => {
    const token = generateRefreshToken();
    expect(isWellFormedRefreshToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateRefreshToken()).not.toBe(token);
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).not.toContain(token);
    expect(isWellFormedRefreshToken(`${token}x`)).toBe(false);
    expect(isWellFormedRefreshToken('a.b.c')).toBe(false);
  });

  it('constant-time comparison', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
