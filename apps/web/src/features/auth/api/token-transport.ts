// How the refresh token travels (decision 0007): the web app asks for the HttpOnly cookie with
// `X-Token-Transport: cookie`; the native app cannot use a cookie across its own origin and the campus
// server's, so it sends no header and gets the refresh token in the answer's body (and sends it back in
// the body of refresh and logout).
import { COOKIE_TRANSPORT_HEADERS } from '@campus/shared/rules/auth';
import { usesBodyTokenTransport } from '../../../lib/auth-storage.ts';

/** The headers of a request whose answer may carry a refresh token. */
export function tokenTransportHeaders(bodyTransport: boolean = usesBodyTokenTransport()): Record<string, string> {
  return bodyTransport ? {} : { ...COOKIE_TRANSPORT_HEADERS };
}
