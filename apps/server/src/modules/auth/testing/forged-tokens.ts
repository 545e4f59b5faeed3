// A corpus of access tokens that must all be refused: forged, mis-typed, mis-addressed or broken.
// Used by the unit test of lib/tokens.ts and by the integration test against a real authenticated route.
// Tokens are built by hand (node:crypto) so that any header, claim or algorithm can be produced.
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import { ACCESS_TOKEN_TYPE, type StoredSigningKey } from '../../../lib/tokens.ts';

export interface ForgeryContext {
  /** Our real signing key: used where the point is a wrong claim, not a wrong signature. */
  signingKey: StoredSigningKey;
  issuer: string;
  audience: string;
  /** A user and a live session the forged tokens claim to be. */
  userId: number;
  sessionId: string;
  /** A real refresh token, to be presented as an access token. */
  refreshToken: string;
  /** A real token we signed for another purpose (different typ/audience). */
  otherTypeToken: string;
  now?: Date;
}

export interface ForgedToken {
  name: string;
  token: string;
  /** 'session': cryptographically fine, refused only because the session does not exist. */
  refusedBy: 'token' | 'session';
}

const b64 = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

type Signer = (data: string) => string;

function compact(header: Record<string, unknown>, payload: Record<string, unknown>, signer: Signer | null): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${signer ? signer(input) : ''}`;
}

function edSigner(key: KeyObject): Signer {
  return (data) => sign(null, Buffer.from(data), key).toString('base64url');
}

export function buildForgedTokens(ctx: ForgeryContext): ForgedToken[] {
  const now = Math.floor((ctx.now ?? new Date()).getTime() / 1000);
  const realKey = createPrivateKey({ key: ctx.signingKey.privateJwk as JWK & { kty: string }, format: 'jwk' });
  const realPublic = createPublicKey({ key: ctx.signingKey.publicJwk as JWK & { kty: string }, format: 'jwk' });
  const real = edSigner(realKey);
  const kid = ctx.signingKey.kid;

  const header = { alg: 'EdDSA', typ: ACCESS_TOKEN_TYPE, kid };
  const claims = {
    iss: ctx.issuer,
    aud: ctx.audience,
    sub: String(ctx.userId),
    sid: ctx.sessionId,
    iat: now,
    nbf: now,
    exp: now + 300,
    jti: randomUUID(),
  };
  const withClaims = (patch: Record<string, unknown>): Record<string, unknown> => ({ ...claims, ...patch });
  const without = (name: keyof typeof claims): Record<string, unknown> => {
    const copy: Record<string, unknown> = { ...claims };
    delete copy[name];
    return copy;
  };

  // Attacker keys of every family: the signature can never match our Ed25519 public key.
  const attackerEd = generateKeyPairSync('ed25519');
  const attackerEc = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const attackerRsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const hmac =
    (secret: Buffer | string): Signer =>
    (data) =>
      createHmac('sha256', secret).update(data).digest('base64url');

  const publicX = Buffer.from(String(ctx.signingKey.publicJwk.x), 'base64url');
  const publicPem = realPublic.export({ type: 'spki', format: 'pem' }).toString();
  const publicDer = realPublic.export({ type: 'spki', format: 'der' });
  const valid = compact(header, claims, real);
  const [validHeader, validPayload, validSignature] = valid.split('.') as [string, string, string];
  const flipped = `${validSignature.slice(0, -2)}${validSignature.endsWith('AA') ? 'BB' : 'AA'}`;
  const attackerJwk = attackerEd.publicKey.export({ format: 'jwk' });

  const corpus: Array<Omit<ForgedToken, 'refusedBy'> & { refusedBy?: 'session' }> = [
    { name: 'alg none', token: compact({ alg: 'none', typ: ACCESS_TOKEN_TYPE }, claims, null) },
    { name: 'alg None with our kid', token: compact({ alg: 'None', typ: ACCESS_TOKEN_TYPE, kid }, claims, null) },
    { name: 'alg none with a real signature attached', token: `${b64({ alg: 'none', typ: ACCESS_TOKEN_TYPE, kid })}.${validPayload}.${validSignature}` },
    { name: 'HS256 keyed with the raw public key (alg confusion)', token: compact({ ...header, alg: 'HS256' }, claims, hmac(publicX)) },
    { name: 'HS256 keyed with the public key PEM', token: compact({ ...header, alg: 'HS256' }, claims, hmac(publicPem)) },
    { name: 'HS256 keyed with the public key DER', token: compact({ ...header, alg: 'HS256' }, claims, hmac(publicDer)) },
    { name: 'HS256 keyed with the public JWK JSON', token: compact({ ...header, alg: 'HS256' }, claims, hmac(JSON.stringify(ctx.signingKey.publicJwk))) },
    {
      name: 'ES256 from an attacker key under our kid',
      token: compact({ ...header, alg: 'ES256' }, claims, (data) =>
        sign('sha256', Buffer.from(data), { key: attackerEc.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url'),
      ),
    },
    {
      name: 'RS256 from an attacker key under our kid',
      token: compact({ ...header, alg: 'RS256' }, claims, (data) =>
        sign('sha256', Buffer.from(data), attackerRsa.privateKey).toString('base64url'),
      ),
    },
    { name: 'EdDSA from an attacker key under our kid', token: compact(header, claims, edSigner(attackerEd.privateKey)) },
    { name: 'EdDSA from an attacker key under an unknown kid', token: compact({ ...header, kid: 'attacker-key' }, claims, edSigner(attackerEd.privateKey)) },
    { name: 'attacker key embedded in the header (jwk)', token: compact({ ...header, jwk: attackerJwk }, claims, edSigner(attackerEd.privateKey)) },
    { name: 'remote key reference (jku)', token: compact({ ...header, jku: 'https://attacker.example/jwks.json' }, claims, real) },
    { name: 'no kid', token: compact({ alg: 'EdDSA', typ: ACCESS_TOKEN_TYPE }, claims, real) },
    { name: 'unknown critical header', token: compact({ ...header, crit: ['exp-ext'], 'exp-ext': true }, claims, real) },
    { name: 'expired', token: compact(header, withClaims({ iat: now - 3600, nbf: now - 3600, exp: now - 600 }), real) },
    { name: 'not yet valid (nbf)', token: compact(header, withClaims({ nbf: now + 3600, exp: now + 7200 }), real) },
    { name: 'issued in the future (iat)', token: compact(header, withClaims({ iat: now + 3600, exp: now + 7200 }), real) },
    { name: 'wrong audience', token: compact(header, withClaims({ aud: 'another-app' }), real) },
    { name: 'no audience', token: compact(header, without('aud'), real) },
    { name: 'wrong issuer', token: compact(header, withClaims({ iss: 'https://attacker.example' }), real) },
    { name: 'no expiry', token: compact(header, without('exp'), real) },
    { name: 'typ JWT instead of at+jwt', token: compact({ ...header, typ: 'JWT' }, claims, real) },
    { name: 'no typ', token: compact({ alg: 'EdDSA', kid }, claims, real) },
    { name: 'token of another type signed by us', token: ctx.otherTypeToken },
    { name: 'refresh token used as access token', token: ctx.refreshToken },
    { name: 'tampered payload (other user)', token: `${validHeader}.${b64(withClaims({ sub: String(ctx.userId + 1) }))}.${validSignature}` },
    { name: 'tampered signature', token: `${validHeader}.${validPayload}.${flipped}` },
    { name: 'signature removed', token: `${validHeader}.${validPayload}.` },
    { name: 'truncated', token: valid.slice(0, Math.floor(valid.length / 2)) },
    { name: 'empty', token: '' },
    { name: 'garbage', token: 'not-a-token' },
    { name: 'three dots of garbage', token: 'abc.def.ghi' },
    { name: 'five parts (JWE-shaped)', token: `${valid}.extra.parts` },
    { name: 'JSON serialization', token: JSON.stringify({ protected: validHeader, payload: validPayload, signature: validSignature }) },
    { name: 'missing sub', token: compact(header, without('sub'), real) },
    { name: 'non-numeric sub', token: compact(header, withClaims({ sub: 'admin' }), real) },
    { name: 'sub zero', token: compact(header, withClaims({ sub: '0' }), real) },
    { name: 'numeric sub as number', token: compact(header, withClaims({ sub: ctx.userId }), real) },
    { name: 'missing sid', token: compact(header, without('sid'), real) },
    { name: 'malformed sid', token: compact(header, withClaims({ sid: "' or 1=1 --" }), real) },
    { name: 'unknown session', token: compact(header, withClaims({ sid: randomUUID() }), real), refusedBy: 'session' },
    { name: 'oversized', token: compact(header, withClaims({ pad: 'x'.repeat(5000) }), real) },
  ];
  return corpus.map((entry) => ({ ...entry, refusedBy: entry.refusedBy ?? 'token' }));
}
