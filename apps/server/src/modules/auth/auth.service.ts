// The rules of signing in, tokens and sessions. Routes translate HTTP to calls here; the repository
// holds the SQL. The service never sees a request object.
//
// This file is the module's public surface (`app.auth`, built in app.ts by createAuthService) over the parts,
// one file per responsibility: auth.keys.ts (signing keys, access tokens), auth.sessions.ts (sessions,
// refresh, logout, token → principal), auth.password.ts (password sign-in with the throttle, password
// change), auth.account.ts (me, disabling), auth.impersonation.ts and auth.sso.ts.
import type { Language, Me } from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import type { Keyring } from '../../lib/tokens.ts';
import { disableAccount, enableAccount, me, revokeAllSessions } from './auth.account.ts';
import { endImpersonation, startImpersonation } from './auth.impersonation.ts';
import { createAuthKeys } from './auth.keys.ts';
import { changePassword, lazyDummyPasswordHash, passwordSignIn, type PasswordSignInDeps } from './auth.password.ts';
import { authenticate, check, logout, refresh, type ClientInfo, type IssuedTokens } from './auth.sessions.ts';
import type { AuthSettings } from './auth.settings.ts';
import { openOidcTransaction, sealOidcTransaction, ssoSignIn, type OidcTransactionState } from './auth.sso.ts';
import { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './login-throttle.ts';
import { OidcClient, type OidcIdentity } from './oidc.ts';

export { LoginRateLimitedError } from './auth.password.ts';
export type { ClientInfo, IssuedTokens } from './auth.sessions.ts';
export { OIDC_TRANSACTION_TTL_SECONDS, SsoSignInError, type OidcTransactionState } from './auth.sso.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, tokens and sessions; built in app.ts and decorated by plugins/authenticate.ts. */
    auth: AuthService;
  }
}

export interface AuthServiceOptions {
  db: Database;
  settings: AuthSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
  throttle?: ThrottleLimits;
  /** The sign-in slow-down's wait; tests inject one that records instead of waiting. */
  sleep?: (milliseconds: number) => Promise<void>;
  /** Whose sessions just ended (after the commit); app.ts announces it on the real-time hub. */
  onSessionsEnded?: (userIds: readonly number[]) => Promise<void>;
}

export interface AuthService {
  readonly settings: AuthSettings;
  /** The campus identity provider, when OIDC_* are set. */
  readonly oidc: OidcClient | undefined;
  /** Signing keys from AUTH_SIGNING_KEYS, else from the database (created on first use). */
  keyring(): Promise<Keyring>;
  /** Email + password, behind the brute-force limits; one 401 for every wrong combination. */
  passwordSignIn(email: string, password: string, client: ClientInfo): Promise<IssuedTokens>;
  /** Rotates a refresh token; a spent one presented again revokes its session. */
  refresh(refreshToken: string): Promise<IssuedTokens>;
  /** `POST /api/keycloak/check`: the token is valid and its session alive. */
  check(accessToken: string): Promise<{ userId: number; expiresAt: number }>;
  /** Ends the session the refresh token belongs to (and the admin's own one after an impersonation). */
  logout(refreshToken: string): Promise<void>;
  /** Token → principal: signature, algorithm, type, issuer, audience, expiry, then session and account state. */
  authenticate(accessToken: string, studentMode: boolean): Promise<Principal>;
  /** `GET /user/me`. */
  me(principal: Principal): Promise<Me>;
  /** Changes the own password: the current one must be right, the new one acceptable. Other sessions end. */
  changePassword(principal: Principal, currentPassword: string, newPassword: string): Promise<void>;
  /** Sign out everywhere: every session of the user ends (the current one too unless `includeCurrent` is false). */
  revokeAllSessions(principal: Principal, includeCurrent: boolean): Promise<number>;
  /** Disables an account: every session ends at once. */
  disableAccount(userId: number): Promise<void>;
  /** Enables a disabled account: it may sign in again. */
  enableAccount(userId: number): Promise<void>;
  /** A campus admin (not in student mode, not already impersonating) acts as another, non-admin user. */
  startImpersonation(principal: Principal, targetUserId: number, client: ClientInfo): Promise<IssuedTokens>;
  /** Ends the impersonation and continues the admin's own session with fresh tokens. */
  endImpersonation(principal: Principal, client: ClientInfo): Promise<IssuedTokens>;
  /** Signs the SSO transaction for the browser to keep. */
  sealOidcTransaction(state: OidcTransactionState): Promise<string>;
  /** The SSO transaction back from the cookie, or null if missing, expired or not ours. */
  openOidcTransaction(token: string | undefined): Promise<OidcTransactionState | null>;
  /** A verified identity from the campus identity provider → our account → a session. */
  ssoSignIn(identity: OidcIdentity, language: Language, client: ClientInfo): Promise<IssuedTokens>;
}

/** Builds the auth service once per app (app.ts): what its parts share lives in `deps`. */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const now = options.now ?? (() => new Date());
  /** What the parts share: database, settings, log, clock, signing keys, the throttle and the dummy hash. */
  const deps: PasswordSignInDeps = {
    db: options.db,
    settings: options.settings,
    log: options.log,
    now,
    keys: createAuthKeys({ db: options.db, settings: options.settings, now }),
    throttle: options.throttle ?? DEFAULT_THROTTLE_LIMITS,
    dummyPasswordHash: lazyDummyPasswordHash(),
    sleep: options.sleep ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))),
    sessionsEnded: (userIds) => {
      options.onSessionsEnded?.(userIds).catch((error: unknown) => {
        options.log.warn({ err: error, userIds }, 'auth: announcing ended sessions failed');
      });
    },
  };
  return {
    settings: options.settings,
    oidc: options.settings.oidc ? new OidcClient(options.settings.oidc) : undefined,
    keyring: () => deps.keys.keyring(),
    passwordSignIn: (email, password, client) => passwordSignIn(deps, email, password, client),
    refresh: (refreshToken) => refresh(deps, refreshToken),
    check: (accessToken) => check(deps, accessToken),
    logout: (refreshToken) => logout(deps, refreshToken),
    authenticate: (accessToken, studentMode) => authenticate(deps, accessToken, studentMode),
    me: (principal) => me(deps, principal),
    changePassword: (principal, currentPassword, newPassword) => changePassword(deps, principal, currentPassword, newPassword),
    revokeAllSessions: (principal, includeCurrent) => revokeAllSessions(deps, principal, includeCurrent),
    disableAccount: (userId) => disableAccount(deps, userId),
    enableAccount: (userId) => enableAccount(deps, userId),
    startImpersonation: (principal, targetUserId, client) => startImpersonation(deps, principal, targetUserId, client),
    endImpersonation: (principal, client) => endImpersonation(deps, principal, client),
    sealOidcTransaction: (state) => sealOidcTransaction(deps, state),
    openOidcTransaction: (token) => openOidcTransaction(deps, token),
    ssoSignIn: (identity, language, client) => ssoSignIn(deps, identity, language, client),
  };
}
