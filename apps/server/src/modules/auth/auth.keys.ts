// Signing keys and access tokens: the keyring (AUTH_SIGNING_KEYS or the database), verifying a token
// (with the VerifiedTokenCache) and signing a new one. One instance per auth service: it holds the
// loaded keyring and the cache.
import type { Database } from '../../db/client.ts';
import {
  Keyring,
  TokenError,
  generateSigningKey,
  parseSigningKeys,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenClaims,
} from '../../lib/tokens.ts';
import * as repository from './auth.repository.ts';
import type { AuthSettings } from './auth.settings.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

/** A reload of the signing keys for an unknown kid at most this often (key rotation on another node). */
const KEY_RELOAD_INTERVAL_MS = 30_000;

export interface AuthKeys {
  /** Signing keys from AUTH_SIGNING_KEYS, else from the database (created on first use). */
  keyring(): Promise<Keyring>;
  /** Cryptographic and claim checks of an access token; throws TokenError. */
  verify(token: string): Promise<AccessTokenClaims>;
  /** A new access token for the session. */
  signAccessToken(userId: number, sessionId: string, impersonatorUserId: number | null): Promise<{ token: string; expiresAt: number }>;
}

export function createAuthKeys({ db, settings, now }: { db: Database; settings: AuthSettings; now: () => Date }): AuthKeys {
  let keyringPromise: Promise<Keyring> | undefined;
  let lastKeyReload = 0;
  /** Access tokens whose signature and claims passed, until they expire (bounded; per service instance). */
  const verifiedTokens = new VerifiedTokenCache();

  async function loadKeyring(): Promise<Keyring> {
    lastKeyReload = Date.now();
    if (settings.signingKeysJson) return Keyring.fromStoredKeys(await parseSigningKeys(settings.signingKeysJson));
    const keys = await repository.ensureSigningKey(db, () => generateSigningKey(now()));
    return Keyring.fromStoredKeys(keys);
  }

  function keyring(): Promise<Keyring> {
    keyringPromise ??= loadKeyring().catch((error: unknown) => {
      keyringPromise = undefined;
      throw error;
    });
    return keyringPromise;
  }

  function tokenSettings() {
    return {
      issuer: settings.issuer,
      audience: settings.audience,
      ttlSeconds: settings.accessTokenTtlSeconds,
    };
  }

  /**
   * Reloads the keys once if another node rotated them. A token that passed is remembered
   * (VerifiedTokenCache) until its expiry, so the signature is not verified again on every request; the
   * session row is still checked on every request (auth.sessions.ts liveSession).
   */
  async function verify(token: string): Promise<AccessTokenClaims> {
    const at = now();
    const cached = verifiedTokens.get(token, at);
    if (cached) return cached;
    const loaded = await keyring();
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(loaded, token, tokenSettings(), at);
    } catch (error) {
      const mayBeNewKey =
        error instanceof TokenError &&
        error.reason === 'unknown_key' &&
        !settings.signingKeysJson &&
        Date.now() - lastKeyReload > KEY_RELOAD_INTERVAL_MS;
      if (!mayBeNewKey) throw error;
      keyringPromise = undefined;
      verifiedTokens.clear();
      claims = await verifyAccessToken(await keyring(), token, tokenSettings(), at);
    }
    verifiedTokens.set(token, claims);
    return claims;
  }

  async function signAccess(userId: number, sessionId: string, impersonatorUserId: number | null) {
    return signAccessToken(await keyring(), { userId, sessionId, impersonatorUserId }, tokenSettings(), now());
  }

  return { keyring, verify, signAccessToken: signAccess };
}
