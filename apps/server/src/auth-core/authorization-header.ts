// Reads `Authorization: Basic base64(email:password)` and `Authorization: Bearer <token>` (spec §7).
// The password is returned exactly as typed: no trimming, no Unicode normalisation.

export type AuthorizationCredentials =
  | { kind: 'basic'; email: string; password: string }
  | { kind: 'bearer'; token: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// Bearer tokens are base64url/JWT characters (RFC 6750 b64token).
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const MAX_HEADER_LENGTH = 8192;

export function parseAuthorizationHeader(header: string | undefined): AuthorizationCredentials | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  const space = header.indexOf(' ');
  if (space <= 0) return null;
  const scheme = header.slice(0, space).toLowerCase();
  const value = header.slice(space + 1).trim();
  if (scheme === 'bearer') {
    return B64TOKEN.test(value) ? { kind: 'bearer', token: value } : null;
  }
  if (scheme !== 'basic' || !BASE64.test(value) || value.length % 4 !== 0) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'base64'));
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { kind: 'basic', email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Builds a Basic header value (tests and tools). */
export function basicAuthorization(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;
}
