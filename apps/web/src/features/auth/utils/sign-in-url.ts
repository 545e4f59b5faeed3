// Where the sign-in button sends the browser: the server's sign-in page (spec §7 "Login redirect"),
// which comes back to `redirect_url` with the tokens; `lang` makes the page speak the app's language.
import { LOGIN_REDIRECT_PATH } from '@campus/shared';

/**
 * `origin` is the app's own (where the tokens come back to); `campusServer` the server's origin when the
 * app is not served by it (native, lib/campus-server.ts), else the page goes to a path on its own origin.
 */
export function signInUrl(origin: string, returnPath = '/', language?: string, campusServer?: string): string {
  const query = new URLSearchParams({ redirect_url: origin + returnPath });
  if (language) query.set('lang', language);
  return `${campusServer ?? ''}${LOGIN_REDIRECT_PATH}?${query.toString()}`;
}
