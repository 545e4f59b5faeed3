// The app's one token session: the spec §4 token rules (features/auth/utils/token-session.ts) bound to
// the browser's storage, the identity endpoints and the API client (401 → one shared refresh → retry).
import { checkToken } from '../features/auth/api/check-token.ts';
import { refreshTokens } from '../features/auth/api/refresh-tokens.ts';
import { loginState } from '../features/auth/utils/login-state.ts';
import { createTokenSession } from '../features/auth/utils/token-session.ts';
import type { SessionEndReason, TokenSession } from '../features/auth/utils/token-session.ts';
import { apiClient } from '../lib/api-client.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { clearTokens, getAccessToken, hasRefreshCredential, setTokens, subscribeTokens } from '../lib/auth-storage.ts';

const REFRESH_LOCK = 'campus.token-refresh';

/** Web Locks keep two tabs from spending the same rotating refresh token; without them, no lock. */
async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return task();
  let result: { value: T } | undefined;
  // The lock is held until the callback's promise settles.
  await locks.request(REFRESH_LOCK, async () => {
    result = { value: await task() };
  });
  if (!result) throw new Error('the refresh lock ended without a result');
  return result.value;
}

type SessionEndedHandler = (reason: SessionEndReason) => void;
let sessionEndedHandler: SessionEndedHandler = () => undefined;

export { loginState };

export function createAppTokenSession(client: ApiClient = apiClient): TokenSession {
  return createTokenSession({
    // The web's refresh token is the server's HttpOnly cookie (decision 0007), storage only knows one is
    // expected; native keeps it on the device (lib/auth-storage.ts).
    store: { getAccessToken, hasRefreshCredential, setTokens, clearTokens },
    check: (token) => checkToken(token, client),
    refresh: (accessToken) => refreshTokens(accessToken, client),
    now: () => Date.now(),
    onSessionEnded: (reason) => sessionEndedHandler(reason),
    // Spec §8: the missing or failed token is logged to the console.
    log: (message) => console.warn(message),
    withLock: withCrossTabLock,
  });
}

export const tokenSession: TokenSession = createAppTokenSession();

subscribeTokens(() => {
  // Signed out here or in another tab. A tab without an access token but with a cookie session (a new
  // tab) is not signed out: its next navigation restores the session.
  if (!getAccessToken() && !hasRefreshCredential()) loginState.set(false);
});

/** What happens when the session ends (navigation, alert); set once the router exists. */
export function setSessionEndedHandler(handler: SessionEndedHandler | null): void {
  sessionEndedHandler = handler ?? (() => undefined);
}

/** API 401s renew through the shared session: one refresh for all, then one retry per request. */
export function connectApiClient(client: ApiClient = apiClient, session: TokenSession = tokenSession): void {
  client.setAuthenticator({ renewAfterRejection: (token) => session.renewAfterRejection(token) });
}
