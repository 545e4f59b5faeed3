// Where the sign-in button sends the browser: the server's sign-in page (spec §7 "Login redirect"),
// which comes back to `redirect_url` with the tokens.
import { LOGIN_REDIRECT_PATH } from '@campus/shared';

export function signInUrl(origin: string, returnPath = '/'): string {
  return `${LOGIN_REDIRECT_PATH}?redirect_url=${encodeURIComponent(origin + returnPath)}`;
}
