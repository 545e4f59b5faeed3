// The token rules of spec §4 "Token refresh" and §8, without any framework: a check younger than 10 s
// counts as valid; otherwise the token is checked, refreshed when the check fails, and when the refresh
// fails the tokens are removed and the session ends (the app then goes to /login-keycloak). Every caller
// in this tab shares one in-flight check and one in-flight refresh; across tabs a lock keeps two tabs from
// spending the same rotating refresh token (which the server would treat as reuse and revoke everything).
// The refresh token itself is an HttpOnly cookie (decision 0007): this code never sees it, it only knows
// whether one is expected, and a tab without an access token (a new tab) restores the session through it.
import { TOKEN_RECHECK_INTERVAL_MS } from '@campus/shared/rules/auth';

/** Spec §8 "Missing or failed token". */
export const NO_TOKEN_MESSAGE = 'No authentication token found.';

export class AuthenticationError extends Error {
  constructor(message: string = NO_TOKEN_MESSAGE) {
    super(message);
    this.name = 'AuthenticationError';
  }
}

export interface SessionTokens {
  accessToken: string;
  /** Unix seconds. */
  validUntil: number;
  /** Native only: the rotated refresh token (the web's stays in the HttpOnly cookie). */
  refreshToken?: string;
}

export interface TokenStore {
  getAccessToken(): string | null;
  /** True while the server is expected to hold a refresh credential for us (the HttpOnly cookie). */
  hasRefreshCredential(): boolean;
  setTokens(tokens: SessionTokens): void;
  clearTokens(): void;
}

/** Outcome of the server's refresh; network trouble is thrown instead (and keeps the session). */
export type RefreshOutcome = { ok: true; tokens: SessionTokens } | { ok: false };

/** Why the session ended: no token at all, or a token the server no longer renews. */
export type SessionEndReason = 'missing' | 'rejected';

export interface TokenSessionDeps {
  store: TokenStore;
  /** True when the server accepts the token, false when it refuses it (401); throws on network trouble. */
  check(accessToken: string): Promise<boolean>;
  /** Renews through the refresh cookie; the access token (if any) only goes along for information. */
  refresh(accessToken: string | null): Promise<RefreshOutcome>;
  /** Milliseconds, like Date.now. */
  now(): number;
  onSessionEnded(reason: SessionEndReason): void;
  log?(message: string): void;
  /** Runs `task` while holding a lock shared by every tab (Web Locks); without it, runs it directly. */
  withLock?<T>(task: () => Promise<T>): Promise<T>;
  recheckIntervalMs?: number;
}

export interface TokenSession {
  /** A token that is known to be valid, checking or refreshing it per the rules; throws AuthenticationError. */
  ensureValidToken(): Promise<string>;
  /**
   * After the server refused `rejectedToken` (an API 401): the token to retry with, or null when the
   * session ended. A token another request already renewed is answered without a second refresh.
   */
  renewAfterRejection(rejectedToken: string): Promise<string | null>;
  /** A token that just came from the server (sign-in) counts as checked now. */
  markValid(accessToken: string): void;
  /** Forgets the last check (sign-out, tests). */
  reset(): void;
}

export function createTokenSession(deps: TokenSessionDeps): TokenSession {
  const interval = deps.recheckIntervalMs ?? TOKEN_RECHECK_INTERVAL_MS;
  const withLock = deps.withLock ?? (<T>(task: () => Promise<T>) => task());
  const log = deps.log ?? (() => undefined);
  let lastCheck: { token: string; at: number } | undefined;
  let checking: { token: string; promise: Promise<string> } | undefined;
  let refreshing: Promise<string | null> | undefined;

  function endSession(reason: SessionEndReason): void {
    lastCheck = undefined;
    deps.store.clearTokens();
    log(NO_TOKEN_MESSAGE);
    deps.onSessionEnded(reason);
  }

  /** `rejectedToken` null: this tab has no access token yet and asks the cookie for one. */
  async function refreshNow(rejectedToken: string | null): Promise<string | null> {
    // The token changed while this one waited for the lock (a sign-in, or another caller): use it.
    const current = deps.store.getAccessToken();
    if (current && current !== rejectedToken) return current;
    if (!deps.store.hasRefreshCredential()) {
      endSession(current ? 'rejected' : 'missing');
      return null;
    }
    const outcome = await deps.refresh(current);
    if (!outcome.ok) {
      endSession('rejected');
      return null;
    }
    deps.store.setTokens(outcome.tokens);
    lastCheck = { token: outcome.tokens.accessToken, at: deps.now() };
    return outcome.tokens.accessToken;
  }

  function renewAfterRejection(rejectedToken: string | null): Promise<string | null> {
    const current = deps.store.getAccessToken();
    if (current && current !== rejectedToken) return Promise.resolve(current);
    if (rejectedToken !== null && lastCheck?.token === rejectedToken) lastCheck = undefined;
    refreshing ??= withLock(() => refreshNow(rejectedToken)).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function checkOrRefresh(token: string): Promise<string> {
    if (await deps.check(token)) {
      lastCheck = { token, at: deps.now() };
      return token;
    }
    const renewed = await renewAfterRejection(token);
    if (!renewed) throw new AuthenticationError();
    return renewed;
  }

  return {
    ensureValidToken() {
      const token = deps.store.getAccessToken();
      if (!token) {
        if (!deps.store.hasRefreshCredential()) {
          endSession('missing');
          return Promise.reject(new AuthenticationError());
        }
        // A new tab, or a tab whose storage was cleared: the refresh cookie restores the session.
        return renewAfterRejection(null).then((renewed) => {
          if (!renewed) throw new AuthenticationError();
          return renewed;
        });
      }
      if (lastCheck?.token === token && deps.now() - lastCheck.at < interval) return Promise.resolve(token);
      if (checking?.token === token) return checking.promise;
      const promise = checkOrRefresh(token).finally(() => {
        if (checking?.promise === promise) checking = undefined;
      });
      checking = { token, promise };
      return promise;
    },
    renewAfterRejection,
    markValid(accessToken) {
      lastCheck = { token: accessToken, at: deps.now() };
    },
    reset() {
      lastCheck = undefined;
    },
  };
}
