// Access tokens (short-lived JWTs, EdDSA) and refresh tokens (opaque, stored only as a hash).
// Verification accepts exactly one algorithm, one issuer, one audience and one token type per use, so a
// token minted for one purpose (or by anyone without our private key) never passes as another.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  SignJWT,
  calculateJwkThumbprint,
  decodeProtectedHeader,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** The only signature algorithm we issue and accept (Ed25519). */
export const SIGNING_ALGORITHM = 'EdDSA';
/** JWT `typ` header of access tokens (RFC 9068). */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Refused before parsing: real access tokens are a few hundred bytes. */
export const MAX_JWT_LENGTH = 4096;
/** Clock skew tolerated between nodes, in seconds. */
export const CLOCK_TOLERANCE_SECONDS = 5;

/** A signing key as stored in the database or given in the environment. */
export interface StoredSigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: Date;
}

/** Why a token was refused; for logs and tests, never sent to the client in detail. */
export type TokenRejectReason =
  | 'malformed'
  | 'algorithm'
  | 'unknown_key'
  | 'signature'
  | 'expired'
  | 'not_yet_valid'
  | 'issuer'
  | 'audience'
  | 'type'
  | 'claims';

export class TokenError extends Error {
  constructor(
    readonly reason: TokenRejectReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

/** Creates a new Ed25519 key pair; the kid is the RFC 7638 thumbprint of the public key. */
export async function generateSigningKey(now: Date = new Date()): Promise<StoredSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    privateJwk: { ...privateJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    createdAt: now,
  };
}

/** Builds a stored key from a private Ed25519 JWK (e.g. from AUTH_SIGNING_KEYS). */
export async function signingKeyFromPrivateJwk(privateJwk: JWK, createdAt: Date): Promise<StoredSigningKey> {
  if (privateJwk.kty !== 'OKP' || privateJwk.crv !== 'Ed25519' || typeof privateJwk.d !== 'string') {
    throw new Error('signing keys must be private Ed25519 JWKs (kty OKP, crv Ed25519, with d)');
  }
  const { d: _d, ...rest } = privateJwk;
  const publicJwk: JWK = { kty: rest.kty, crv: rest.crv, x: rest.x };
  const kid = privateJwk.kid ?? (await calculateJwkThumbprint(publicJwk));
  return {
    kid,
    privateJwk: { ...privateJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    createdAt,
  };
}

/**
 * Parses AUTH_SIGNING_KEYS: a JSON array of private Ed25519 JWKs or a JWK set `{keys: [...]}`.
 * The first key signs; all of them verify (so a rotated-out key keeps working until its tokens expire).
 */
export async function parseSigningKeys(json: string): Promise<StoredSigningKey[]> {
  const parsed: unknown = JSON.parse(json);
  const list = Array.isArray(parsed) ? parsed : isRecord(parsed) && Array.isArray(parsed.keys) ? parsed.keys : null;
  if (!list || list.length === 0) throw new Error('AUTH_SIGNING_KEYS must hold at least one private JWK');
  const now = Date.now();
  // Earlier entries count as newer so that the first one signs.
  return Promise.all(
    list.map((entry: unknown, index: number) => {
      if (!isRecord(entry)) throw new Error('AUTH_SIGNING_KEYS entries must be JWK objects');
      return signingKeyFromPrivateJwk(entry as JWK, new Date(now - index * 1000));
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of one process: the newest signs, every known key verifies. Immutable; rebuild to rotate. */
export class Keyring {
  private constructor(
    private readonly signingKid: string,
    private readonly signingKey: CryptoKey,
    private readonly verificationKeys: ReadonlyMap<string, CryptoKey>,
    private readonly publicJwks: readonly JWK[],
  ) {}

  static async fromStoredKeys(keys: readonly StoredSigningKey[]): Promise<Keyring> {
    if (keys.length === 0) throw new Error('a keyring needs at least one signing key');
    const newest = [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const verification = new Map<string, CryptoKey>();
    for (const key of keys) {
      const imported = await importJWK(key.publicJwk, SIGNING_ALGORITHM);
      if (imported instanceof Uint8Array) throw new Error(`key ${key.kid} is symmetric`);
      verification.set(key.kid, imported);
    }
    const signing = await importJWK(newest.privateJwk, SIGNING_ALGORITHM);
    if (signing instanceof Uint8Array) throw new Error(`key ${newest.kid} is symmetric`);
    return new Keyring(
      newest.kid,
      signing,
      verification,
      keys.map((key) => key.publicJwk),
    );
  }

  get currentKid(): string {
    return this.signingKid;
  }

  hasKid(kid: string): boolean {
    return this.verificationKeys.has(kid);
  }

  /** Public keys as a JWK set (safe to publish). */
  jwks(): { keys: JWK[] } {
    return { keys: this.publicJwks.map((jwk) => ({ ...jwk })) };
  }

  /** Signs a JWT with the current key; `typ` and `kid` go into the protected header. */
  async sign(payload: JWTPayload, typ: string): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ, kid: this.signingKid })
      .sign(this.signingKey);
  }

  /** Verification key for a kid; unknown or missing kids are refused, never guessed. */
  keyFor(kid: unknown): CryptoKey {
    if (typeof kid !== 'string' || kid.length === 0) throw new TokenError('unknown_key', 'missing kid');
    const key = this.verificationKeys.get(kid);
    if (!key) throw new TokenError('unknown_key', 'unknown kid');
    return key;
  }
}

export interface TypedJwtOptions {
  typ: string;
  issuer: string;
  audience: string;
  now?: Date;
}

/** Signs a short-lived JWT of one type for one audience. */
export async function signTypedJwt(
  keyring: Keyring,
  claims: JWTPayload,
  options: TypedJwtOptions & { ttlSeconds: number },
): Promise<{ token: string; expiresAt: number }> {
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const expiresAt = nowSeconds + options.ttlSeconds;
  const token = await keyring.sign(
    {
      ...claims,
      iss: options.issuer,
      aud: options.audience,
      iat: nowSeconds,
      nbf: nowSeconds,
      exp: expiresAt,
      jti: randomUUID(),
    },
    options.typ,
  );
  return { token, expiresAt };
}

/**
 * Verifies signature (EdDSA only, key by kid), `typ`, issuer, audience, exp/nbf/iat.
 * Throws TokenError with the reason; the caller answers every reason alike.
 */
export async function verifyTypedJwt(keyring: Keyring, token: string, options: TypedJwtOptions): Promise<JWTPayload> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_JWT_LENGTH) {
    throw new TokenError('malformed', 'empty or oversized token');
  }
  // Three base64url parts and nothing else: no JSON serialisation, no JWE, no whitespace.
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token)) {
    throw new TokenError('malformed', 'not a compact JWS');
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new TokenError('malformed', 'unreadable header');
  }
  if (header.alg !== SIGNING_ALGORITHM) throw new TokenError('algorithm', 'algorithm not allowed');
  // Never let the token choose where its key comes from.
  if ('jwk' in header || 'jku' in header || 'x5u' in header || 'x5c' in header) {
    throw new TokenError('unknown_key', 'embedded or remote key references are refused');
  }
  const key = keyring.keyFor(header.kid);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALGORITHM],
      issuer: options.issuer,
      audience: options.audience,
      typ: options.typ,
      currentDate: options.now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'jti'],
    });
    const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
    if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
      throw new TokenError('not_yet_valid', 'issued in the future');
    }
    return payload;
  } catch (error) {
    throw toTokenError(error);
  }
}

function toTokenError(error: unknown): TokenError {
  if (error instanceof TokenError) return error;
  if (error instanceof joseErrors.JWTExpired) return new TokenError('expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'nbf':
      case 'iat':
        return new TokenError('not_yet_valid', `claim ${error.claim}`);
      case 'iss':
        return new TokenError('issuer');
      case 'aud':
        return new TokenError('audience');
      case 'typ':
        return new TokenError('type');
      default:
        return new TokenError('claims', `claim ${error.claim}`);
    }
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed || error instanceof joseErrors.JOSENotSupported) {
    return new TokenError('algorithm');
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return new TokenError('signature');
  return new TokenError('malformed', error instanceof Error ? error.message : 'invalid token');
}

/** What an access token says once verified. */
export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
  impersonatorUserId: number | null;
  /** Unix seconds. */
  expiresAt: number;
}

export interface AccessTokenSettings {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const POSITIVE_INT_PATTERN = /^[1-9][0-9]{0,15}$/;

/** Signs an access token for a session: `sub` user id, `sid` session id, `imp` impersonating admin. */
export async function signAccessToken(
  keyring: Keyring,
  subject: { userId: number; sessionId: string; impersonatorUserId: number | null },
  settings: AccessTokenSettings,
  now?: Date,
): Promise<{ token: string; expiresAt: number }> {
  const claims: JWTPayload = { sub: String(subject.userId), sid: subject.sessionId };
  if (subject.impersonatorUserId !== null) claims.imp = subject.impersonatorUserId;
  return signTypedJwt(keyring, claims, { ...settings, typ: ACCESS_TOKEN_TYPE, now });
}

/** Verifies an access token completely (cryptography and claim shapes); session state is checked by the caller. */
export async function verifyAccessToken(
  keyring: Keyring,
  token: string,
  settings: Omit<AccessTokenSettings, 'ttlSeconds'>,
  now?: Date,
): Promise<AccessTokenClaims> {
  const payload = await verifyTypedJwt(keyring, token, { ...settings, typ: ACCESS_TOKEN_TYPE, now });
  const { sub, sid, imp, exp } = payload;
  if (typeof sub !== 'string' || !POSITIVE_INT_PATTERN.test(sub)) throw new TokenError('claims', 'bad sub');
  if (typeof sid !== 'string' || !UUID_PATTERN.test(sid)) throw new TokenError('claims', 'bad sid');
  if (imp !== undefined && !(typeof imp === 'number' && Number.isSafeInteger(imp) && imp > 0)) {
    throw new TokenError('claims', 'bad imp');
  }
  if (typeof exp !== 'number') throw new TokenError('claims', 'bad exp');
  return {
    userId: Number(sub),
    sessionId: sid,
    impersonatorUserId: typeof imp === 'number' ? imp : null,
    expiresAt: exp,
  };
}

// ---- Refresh tokens: 32 random bytes, only the SHA-256 is stored. ----

const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new refresh token (base64url of 32 random bytes, 43 characters). */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the string can be one of our refresh tokens (cheap check before hashing and querying). */
export function isWellFormedRefreshToken(token: string): boolean {
  return REFRESH_TOKEN_PATTERN.test(token);
}

/** SHA-256 (hex) of a refresh token: what the database stores and looks up. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A random URL-safe token (CSRF tokens, OIDC state, nonce). */
export function randomUrlToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two strings (different lengths compare false). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}
