// Spec §4 "Redirect tokens": the sign-in page sends the browser back to redirect_url with the tokens in
// the query. Into the web app that is the access token only; the refresh token was set as the HttpOnly
// cookie (decision 0007), and a refresh_token parameter, should one arrive, is stripped but never kept.
// The native app (its own origin, no cookie) gets both and keeps both (`keepRefreshToken`).
// They are taken out of the address bar before anything renders or any request goes out, so they never
// end up in history, bookmarks, screenshots or a Referer header.
import { REDIRECT_TOKEN_PARAMS } from '@campus/shared/rules/auth';

export interface RedirectTokens {
  accessToken: string;
  /** Native only. */
  refreshToken?: string;
}

export interface RedirectTokenOptions {
  /** Native: the refresh token in the URL is the session's (the web's is the cookie, and one in the URL is dropped). */
  keepRefreshToken?: boolean;
}

export interface TakenRedirectTokens {
  /** Null when the URL carried no usable access token. */
  tokens: RedirectTokens | null;
  /** The same address without the token parameters (path, rest of the query, hash); null when unchanged. */
  cleanedUrl: string | null;
}

// A real token is far shorter; anything longer is not one of ours.
const MAX_TOKEN_LENGTH = 4096;

function usable(value: string | null): string | undefined {
  return value && value.length <= MAX_TOKEN_LENGTH ? value : undefined;
}

export function takeRedirectTokens(href: string, { keepRefreshToken = false }: RedirectTokenOptions = {}): TakenRedirectTokens {
  const url = new URL(href);
  const names = [REDIRECT_TOKEN_PARAMS.accessToken, REDIRECT_TOKEN_PARAMS.refreshToken];
  if (!names.some((name) => url.searchParams.has(name))) return { tokens: null, cleanedUrl: null };

  const accessToken = usable(url.searchParams.get(REDIRECT_TOKEN_PARAMS.accessToken));
  const refreshToken = keepRefreshToken ? usable(url.searchParams.get(REDIRECT_TOKEN_PARAMS.refreshToken)) : undefined;
  for (const name of names) url.searchParams.delete(name);
  return {
    tokens: accessToken ? (refreshToken ? { accessToken, refreshToken } : { accessToken }) : null,
    cleanedUrl: url.pathname + url.search + url.hash,
  };
}

export interface RedirectTokenTarget {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/** Strips the tokens from the address bar first, then stores them. Answers whether tokens arrived. */
export function consumeRedirectTokens(
  target: RedirectTokenTarget,
  store: (tokens: RedirectTokens) => void,
  options: RedirectTokenOptions = {},
): boolean {
  const { tokens, cleanedUrl } = takeRedirectTokens(target.location.href, options);
  if (cleanedUrl !== null) target.history.replaceState(target.history.state, '', cleanedUrl);
  if (tokens) store(tokens);
  return tokens !== null;
}
