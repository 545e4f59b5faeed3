// Where the sign-in page may send the browser (with tokens attached): only this campus's own origin or an
// origin from AUTH_REDIRECT_ALLOWLIST. Anything ambiguous is refused rather than "fixed": browsers and URL
// parsers disagree on backslashes, control characters, userinfo and scheme-relative forms.

export interface RedirectPolicy {
  /** Origins of this campus (PUBLIC_URL, or the request's own origin), e.g. `https://campus.example`. */
  ownOrigins: readonly string[];
  /** Further allowed origins, e.g. `https://app.campus.example` or a native scheme `capacitor://localhost`. */
  allowlist: readonly string[];
}

export type RedirectRefusal =
  | 'missing'
  | 'too_long'
  | 'forbidden_characters'
  | 'not_absolute_or_rooted'
  | 'unparseable'
  | 'userinfo'
  | 'scheme'
  | 'origin';

export type RedirectCheck = { ok: true; url: URL } | { ok: false; reason: RedirectRefusal };

const MAX_REDIRECT_LENGTH = 2048;
const SCHEME_PREFIX = /^[a-z][a-z0-9+.-]*:\/\//i;

/** `scheme://host[:port]`, lower-cased; works for custom schemes where URL.origin is "null". */
export function originOf(url: URL): string {
  return `${url.protocol.toLowerCase()}//${url.host.toLowerCase()}`;
}

/**
 * Parses a comma- or whitespace-separated origin list (AUTH_REDIRECT_ALLOWLIST).
 * Throws on entries that are not bare origins, so a typo fails at start-up rather than opening a hole.
 */
export function parseOriginList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      if (!SCHEME_PREFIX.test(entry)) throw new Error(`not an origin: ${entry}`);
      const url = new URL(entry);
      const bare = url.pathname === '' || url.pathname === '/';
      if (!bare || url.search || url.hash || url.username || url.password || url.host === '') {
        throw new Error(`not an origin: ${entry}`);
      }
      if (url.protocol === 'javascript:' || url.protocol === 'data:' || url.protocol === 'file:') {
        throw new Error(`scheme not allowed: ${entry}`);
      }
      return originOf(url);
    });
}

/**
 * Checks a redirect_url. A rooted path (`/app/x`) resolves against the first own origin.
 * Returns the normalised absolute URL to redirect to, or why it was refused.
 */
export function checkRedirectUrl(raw: string | undefined | null, policy: RedirectPolicy): RedirectCheck {
  if (raw === undefined || raw === null || raw === '') return { ok: false, reason: 'missing' };
  if (raw.length > MAX_REDIRECT_LENGTH) return { ok: false, reason: 'too_long' };
  // Backslashes, whitespace and control characters are "repaired" differently by each parser.
  if (hasForbiddenCharacters(raw)) return { ok: false, reason: 'forbidden_characters' };

  const base = policy.ownOrigins[0];
  const rooted = raw.startsWith('/') && !raw.startsWith('//');
  if (!rooted && !SCHEME_PREFIX.test(raw)) return { ok: false, reason: 'not_absolute_or_rooted' };
  if (rooted && !base) return { ok: false, reason: 'origin' };

  let url: URL;
  try {
    url = rooted ? new URL(raw, base) : new URL(raw);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (url.username || url.password) return { ok: false, reason: 'userinfo' };

  const origin = originOf(url);
  const own = policy.ownOrigins.map((entry) => entry.toLowerCase());
  const allowed = policy.allowlist.map((entry) => entry.toLowerCase());
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  // Custom (native app) schemes only by explicit allowlist entry.
  if (!isWeb && !allowed.includes(origin)) return { ok: false, reason: 'scheme' };
  if (!own.includes(origin) && !allowed.includes(origin)) return { ok: false, reason: 'origin' };
  return { ok: true, url };
}

function hasForbiddenCharacters(value: string): boolean {
  if (/[\\\s]/.test(value)) return true;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The redirect target with the tokens appended as query parameters (spec §4 "Redirect tokens"). Without a
 * refresh token (the web app gets it as a cookie) only the access token is appended.
 */
export function withTokens(url: URL, tokens: { accessToken: string; refreshToken?: string }): string {
  const target = new URL(url.href);
  target.searchParams.set('access_token', tokens.accessToken);
  if (tokens.refreshToken !== undefined) target.searchParams.set('refresh_token', tokens.refreshToken);
  else target.searchParams.delete('refresh_token');
  return target.href;
}
