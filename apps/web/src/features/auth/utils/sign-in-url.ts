// Where the sign-in button sends the browser: the server's sign-in page (spec §7 "Login redirect"),
// which comes back to `redirect_url` with the tokens; `lang` makes the page speak the app's language.
import { LOGIN_REDIRECT_PATH } from '@campus/shared';

export function signInUrl(origin: string, returnPath = '/', language?: string): string {
  const query = new URLSearchParams({ redirect_url: origin + returnPath });
  if (language) query.set('lang', language);
  return `${LOGIN_REDIRECT_PATH}?${query.toString()}`;
}
