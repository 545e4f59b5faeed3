// The rules of signing in, tokens and sessions. Routes translate HTTP to calls here; the repository
// holds the SQL. The service never sees a request object.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AUTH_ERROR_CODES,
  AUTH_PATHS,
  ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  type Language,
  type Me,
} from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  Keyring,
  TokenError,
  generateRefreshToken,
  generateSigningKey,
  hashRefreshToken,
  isWellFormedRefreshToken,
  parseSigningKeys,
  signAccessToken,
  signTypedJwt,
  verifyAccessToken,
  verifyTypedJwt,
  type AccessTokenClaims,
} from '../../lib/tokens.ts';
import * as repository from './auth.repository.ts';
import type { AuthSettings } from './auth.settings.ts';
import {
  DEFAULT_THROTTLE_LIMITS,
  normaliseAccount,
  throttleClientKey,
  throttleDecision,
  type ThrottleLimits,
} from './login-throttle.ts';
import { OidcClient, type OidcIdentity, type OidcTransaction } from './oidc.ts';
import { checkNewPassword } from './password-policy.ts';
import type { Principal } from './principal.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

/** Where a sign-in came from; stored with the session for the user's own overview, never for decisions. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** A new or refreshed session as the client receives it. */
export interface IssuedTokens {
  userId: number;
  sessionId: string;
  accessToken: string;
  /** Unix seconds. */
  accessTokenExpiresAt: number;
  refreshToken: string;
}

interface NewSessionTokens {
  userId: number;
  sessionId: string;
  refreshToken: string;
  impersonatorUserId: number | null;
}

/** 429 with the seconds to wait; the route puts them into Retry-After. */
export class LoginRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_ERROR_CODES.loginRateLimited, 'Too many failed sign-in attempts. Try again later.');
  }
}

/** What the browser keeps (signed, in a short-lived cookie) between SSO start and callback. */
export interface OidcTransactionState extends OidcTransaction {
  redirectUrl: string;
  callbackUrl: string;
  lang: Language;
}

const OIDC_TRANSACTION_TYPE = 'oidc-tx+jwt';
const OIDC_TRANSACTION_AUDIENCE = 'urn:campus:oidc-callback';
export const OIDC_TRANSACTION_TTL_SECONDS = 600;

/** SSO outcomes the sign-in page explains to the user. */
export class SsoSignInError extends Error {
  constructor(readonly reason: 'account_conflict' | 'no_email' | 'disabled') {
    super(reason);
    this.name = 'SsoSignInError';
  }
}

const invalidCredentials = () => new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Wrong email or password.');
const unauthenticated = () => new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'A valid access token is required.');
const invalidRefreshToken = () =>
  new AppError(401, AUTH_ERROR_CODES.invalidRefreshToken, 'The refresh token is not valid. Sign in again.');

/** Longest password even looked at during sign-in (set/change allow PASSWORD_MAX_LENGTH). */
const MAX_SIGN_IN_PASSWORD_LENGTH = Math.max(PASSWORD_MAX_LENGTH * 8, 1024);
const MAX_EMAIL_LENGTH = 320;
/** A reload of the signing keys for an unknown kid at most this often (key rotation on another node). */
const KEY_RELOAD_INTERVAL_MS = 30_000;
/** SSO accounts created on first sign-in join the campus. */
const SSO_DEFAULT_DOMAIN_ID = 1;

export interface AuthServiceOptions {
  db: Database;
  settings: AuthSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
  throttle?: ThrottleLimits;
}

export class AuthService {
  private readonly db: Database;
  readonly settings: AuthSettings;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;
  private readonly throttle: ThrottleLimits;
  private keyringPromise: Promise<Keyring> | undefined;
  private lastKeyReload = 0;
  private dummyHash: Promise<string> | undefined;
  /** Access tokens whose signature and claims passed, until they expire (bounded; per service instance). */
  private readonly verifiedTokens = new VerifiedTokenCache();
  /** The campus identity provider, when OIDC_* are set. */
  readonly oidc: OidcClient | undefined;

  constructor(options: AuthServiceOptions) {
    this.db = options.db;
    this.settings = options.settings;
    this.oidc = options.settings.oidc ? new OidcClient(options.settings.oidc) : undefined;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.throttle = options.throttle ?? DEFAULT_THROTTLE_LIMITS;
  }

  // ---- keys ----

  /** Signing keys from AUTH_SIGNING_KEYS, else from the database (created on first use). */
  keyring(): Promise<Keyring> {
    this.keyringPromise ??= this.loadKeyring().catch((error: unknown) => {
      this.keyringPromise = undefined;
      throw error;
    });
    return this.keyringPromise;
  }

  private async loadKeyring(): Promise<Keyring> {
    this.lastKeyReload = Date.now();
    if (this.settings.signingKeysJson) return Keyring.fromStoredKeys(await parseSigningKeys(this.settings.signingKeysJson));
    const keys = await repository.ensureSigningKey(this.db, () => generateSigningKey(this.now()));
    return Keyring.fromStoredKeys(keys);
  }

  private tokenSettings() {
    return {
      issuer: this.settings.issuer,
      audience: this.settings.audience,
      ttlSeconds: this.settings.accessTokenTtlSeconds,
    };
  }

  /**
   * Cryptographic and claim checks; reloads the keys once if another node rotated them. A token that
   * passed is remembered (VerifiedTokenCache) until its expiry, so the signature is not verified again
   * on every request; the session row is still checked on every request (liveSession).
   */
  private async verify(token: string): Promise<AccessTokenClaims> {
    const now = this.now();
    const cached = this.verifiedTokens.get(token, now);
    if (cached) return cached;
    const keyring = await this.keyring();
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(keyring, token, this.tokenSettings(), now);
    } catch (error) {
      const mayBeNewKey =
        error instanceof TokenError &&
        error.reason === 'unknown_key' &&
        !this.settings.signingKeysJson &&
        Date.now() - this.lastKeyReload > KEY_RELOAD_INTERVAL_MS;
      if (!mayBeNewKey) throw error;
      this.keyringPromise = undefined;
      this.verifiedTokens.clear();
      claims = await verifyAccessToken(await this.keyring(), token, this.tokenSettings(), now);
    }
    this.verifiedTokens.set(token, claims);
    return claims;
  }

  // ---- sessions ----

  /**
   * Writes a new session and its first refresh token (inside the caller's transaction). The access
   * token is signed afterwards (`withAccessToken`), outside any transaction: PGlite has one connection.
   */
  private async createSession(
    db: Database,
    values: {
      userId: number;
      authMethod: 'password' | 'sso' | 'impersonation';
      impersonatorUserId?: number | null;
      parentSessionId?: string | null;
      client: ClientInfo;
    },
  ): Promise<NewSessionTokens> {
    const now = this.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + this.settings.refreshTokenTtlSeconds * 1000);
    const refreshToken = generateRefreshToken();
    await repository.insertSession(db, {
      id: sessionId,
      userId: values.userId,
      authMethod: values.authMethod,
      impersonatorUserId: values.impersonatorUserId ?? null,
      parentSessionId: values.parentSessionId ?? null,
      createdAt: now,
      expiresAt,
      userAgent: values.client.userAgent?.slice(0, 512) ?? null,
      ip: values.client.ip,
    });
    await repository.insertRefreshToken(db, {
      id: randomUUID(),
      sessionId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt,
    });
    return { userId: values.userId, sessionId, refreshToken, impersonatorUserId: values.impersonatorUserId ?? null };
  }

  private async withAccessToken(session: NewSessionTokens): Promise<IssuedTokens> {
    const access = await this.accessTokenFor(session.userId, session.sessionId, session.impersonatorUserId);
    return {
      userId: session.userId,
      sessionId: session.sessionId,
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken: session.refreshToken,
    };
  }

  private async accessTokenFor(userId: number, sessionId: string, impersonatorUserId: number | null) {
    return signAccessToken(await this.keyring(), { userId, sessionId, impersonatorUserId }, this.tokenSettings(), this.now());
  }

  // ---- password sign-in ----

  /**
   * Email + password. Unknown emails, SSO-only accounts, disabled accounts and wrong passwords all
   * take one argon2 verification and end in the same 401. The brute-force limits (login-throttle.ts)
   * are checked first and count unknown accounts alike, so a 429 reveals nothing either.
   */
  async passwordSignIn(email: string, password: string, client: ClientInfo): Promise<IssuedTokens> {
    const account = normaliseAccount(email);
    const clientKey = throttleClientKey(client.ip);
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.throttle.windowSeconds * 1000);
    const counts = await repository.countRecentFailures(this.db, account, clientKey, windowStart);
    const decision = throttleDecision(counts, now, this.throttle);
    if (decision.limited) {
      this.log.warn({ event: 'login_rate_limited', ip: client.ip, rule: decision.reason }, 'sign-in refused: too many failures');
      throw new LoginRateLimitedError(decision.retryAfterSeconds);
    }

    // Counted as a failure before the (slow) password check and removed again on success, so parallel
    // guesses cannot all slip through between the count above and their result.
    await repository.recordFailure(this.db, account, clientKey, now);
    const plausible = account.length > 0 && account.length <= MAX_EMAIL_LENGTH && password.length <= MAX_SIGN_IN_PASSWORD_LENGTH;
    const user = plausible ? await repository.findAccountByEmail(this.db, account) : undefined;
    // Same work whether or not the account exists: verify against a throw-away hash.
    const hash = user?.passwordHash ?? (await this.dummyPasswordHash());
    const passwordOk = plausible && (await verifyPassword(hash, password));
    if (!user || !user.passwordHash || !passwordOk || user.disabledAt) {
      // Old rows are of no use; pruning here keeps the table small without a timer.
      await repository.pruneFailures(this.db, new Date(now.getTime() - 24 * 3600 * 1000));
      this.log.info({ event: 'login_failed', ip: client.ip }, 'sign-in failed');
      throw invalidCredentials();
    }

    await repository.clearFailures(this.db, account, clientKey);
    const session = await this.db.transaction((tx) => this.createSession(tx, { userId: user.id, authMethod: 'password', client }));
    const issued = await this.withAccessToken(session);
    this.log.info({ event: 'login', userId: user.id, sessionId: issued.sessionId, method: 'password' }, 'signed in');
    return issued;
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
    return this.dummyHash;
  }

  /** `POST /login` with a Bearer token: a fresh access token for the same, still valid session. */
  async bearerSignIn(accessToken: string): Promise<{ userId: number; accessToken: string; accessTokenExpiresAt: number }> {
    const principal = await this.authenticate(accessToken, false);
    const access = await this.accessTokenFor(principal.userId, principal.sessionId, principal.impersonatorUserId);
    return { userId: principal.userId, accessToken: access.token, accessTokenExpiresAt: access.expiresAt };
  }

  // ---- refresh, check, logout ----

  /**
   * Rotates a refresh token: the presented one is spent, a new one continues the family. Presenting a
   * spent token again means it was copied: the whole family (session) is revoked.
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    if (!isWellFormedRefreshToken(refreshToken)) throw invalidRefreshToken();
    const tokenHash = hashRefreshToken(refreshToken);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const state = await repository.findRefreshTokenForUpdate(tx, tokenHash);
      if (!state) return { kind: 'invalid' as const };
      if (state.usedAt) {
        // Committed before we answer, so the family stays revoked.
        await repository.revokeSession(tx, state.sessionId, 'refresh_token_reuse', now);
        await repository.revokeChildSessions(tx, [state.sessionId], 'refresh_token_reuse', now);
        return { kind: 'reuse' as const, userId: state.userId, sessionId: state.sessionId };
      }
      const ended =
        state.sessionRevokedAt !== null ||
        state.userDisabledAt !== null ||
        state.sessionExpiresAt.getTime() <= now.getTime() ||
        state.tokenExpiresAt.getTime() <= now.getTime();
      if (ended) return { kind: 'invalid' as const };

      const nextId = randomUUID();
      const nextToken = generateRefreshToken();
      const expiresAt = new Date(now.getTime() + this.settings.refreshTokenTtlSeconds * 1000);
      await repository.insertRefreshToken(tx, {
        id: nextId,
        sessionId: state.sessionId,
        tokenHash: hashRefreshToken(nextToken),
        createdAt: now,
        expiresAt,
      });
      await repository.markRefreshTokenUsed(tx, state.tokenId, now, nextId);
      await repository.extendSession(tx, state.sessionId, now, expiresAt);
      return { kind: 'rotated' as const, state, nextToken };
    });

    if (outcome.kind === 'reuse') {
      this.log.warn(
        { event: 'refresh_token_reuse', userId: outcome.userId, sessionId: outcome.sessionId },
        'a spent refresh token was presented again; the session is revoked',
      );
      throw invalidRefreshToken();
    }
    if (outcome.kind === 'invalid') throw invalidRefreshToken();
    const { state, nextToken } = outcome;
    const access = await this.accessTokenFor(state.userId, state.sessionId, state.impersonatorUserId);
    return {
      userId: state.userId,
      sessionId: state.sessionId,
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken: nextToken,
    };
  }

  /** `POST /api/keycloak/check`: the token is valid and its session alive. */
  async check(accessToken: string): Promise<{ userId: number; expiresAt: number }> {
    const claims = await this.verifyOrUnauthenticated(accessToken);
    await this.liveSession(claims);
    return { userId: claims.userId, expiresAt: claims.expiresAt };
  }

  /**
   * Ends the session the refresh token belongs to (spent or not: logging out is always allowed).
   * Logging out of an impersonation also ends the admin's own session: the person leaves.
   */
  async logout(refreshToken: string): Promise<void> {
    if (!isWellFormedRefreshToken(refreshToken)) return;
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const state = await repository.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
      if (!state) return;
      await repository.revokeSession(tx, state.sessionId, 'logout', now);
      await repository.revokeChildSessions(tx, [state.sessionId], 'logout', now);
      const session = await repository.findSessionState(tx, state.sessionId);
      if (session?.parentSessionId) await repository.revokeSession(tx, session.parentSessionId, 'logout', now);
      this.log.info({ event: 'logout', userId: state.userId, sessionId: state.sessionId }, 'signed out');
    });
  }

  // ---- authenticated requests ----

  private async verifyOrUnauthenticated(accessToken: string): Promise<AccessTokenClaims> {
    try {
      return await this.verify(accessToken);
    } catch (error) {
      if (error instanceof TokenError) {
        this.log.debug({ event: 'token_refused', reason: error.reason }, 'access token refused');
        throw unauthenticated();
      }
      throw error;
    }
  }

  private async liveSession(claims: AccessTokenClaims): Promise<repository.SessionState> {
    const state = await repository.findSessionState(this.db, claims.sessionId);
    const alive =
      state !== undefined &&
      state.userId === claims.userId &&
      state.impersonatorUserId === claims.impersonatorUserId &&
      state.revokedAt === null &&
      state.userDisabledAt === null &&
      state.impersonatorDisabledAt === null &&
      state.expiresAt.getTime() > this.now().getTime();
    if (!alive) throw unauthenticated();
    return state;
  }

  /** Token → principal: signature, algorithm, type, issuer, audience, expiry, then session and account state. */
  async authenticate(accessToken: string, studentMode: boolean): Promise<Principal> {
    const claims = await this.verifyOrUnauthenticated(accessToken);
    const state = await this.liveSession(claims);
    return {
      userId: claims.userId,
      sessionId: claims.sessionId,
      isAdmin: state.isAdmin && !studentMode,
      accountIsAdmin: state.isAdmin,
      studentMode,
      impersonatorUserId: state.impersonatorUserId,
    };
  }

  /** `GET /user/me`. */
  async me(principal: Principal): Promise<Me> {
    const account = await repository.findAccountById(this.db, principal.userId);
    if (!account) throw unauthenticated();
    const domains = await repository.domainRolesOf(this.db, principal.userId);
    let impersonating: Me['impersonating'] = null;
    if (principal.impersonatorUserId !== null) {
      const admin = await repository.findAccountById(this.db, principal.impersonatorUserId);
      if (admin) impersonating = { by: { uid: admin.id, email: admin.email, display_name: admin.displayName } };
    }
    const canImpersonate = principal.isAdmin && principal.impersonatorUserId === null;
    return {
      uid: account.id,
      email: account.email,
      display_name: account.displayName,
      language: account.language,
      is_admin: account.isAdmin,
      student_mode: principal.studentMode,
      domain_roles: domains.map((entry) => ({
        domain_id: entry.domainId,
        roles: entry.roles as Me['domain_roles'][number]['roles'],
      })),
      impersonating,
      permissions: canImpersonate ? { impersonate_url: AUTH_PATHS.impersonate } : {},
    };
  }

  // ---- password change ----

  /** Changes the own password: the current one must be right, the new one acceptable. Other sessions end. */
  async changePassword(principal: Principal, currentPassword: string, newPassword: string): Promise<void> {
    if (principal.impersonatorUserId !== null) {
      throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Passwords are not changed while impersonating.');
    }
    const account = await repository.findAccountById(this.db, principal.userId);
    if (!account) throw unauthenticated();
    const currentOk =
      account.passwordHash !== null &&
      currentPassword.length <= MAX_SIGN_IN_PASSWORD_LENGTH &&
      (await verifyPassword(account.passwordHash, currentPassword));
    if (!currentOk) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The current password is wrong.', {
        errors: [{ path: 'current_password', message: AUTH_ERROR_CODES.invalidCredentials }],
      });
    }
    const problem = checkNewPassword(newPassword, { email: account.email, displayName: account.displayName });
    if (problem) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The new password is not acceptable.', {
        errors: [{ path: 'new_password', message: problem }],
      });
    }
    const hash = await hashPassword(newPassword);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await repository.updatePasswordHash(tx, account.id, hash);
      await repository.revokeSessionsOfUser(tx, account.id, 'password_changed', now, principal.sessionId);
    });
    this.log.info({ event: 'password_changed', userId: account.id }, 'password changed');
  }

  /** Disables an account: every session ends at once (the session check also looks at disabled_at). */
  async disableAccount(userId: number): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await repository.setDisabled(tx, userId, now);
      await repository.revokeSessionsOfUser(tx, userId, 'account_disabled', now);
    });
  }

  // ---- impersonation ----

  /** A campus admin (not in student mode, not already impersonating) acts as another, non-admin user. */
  async startImpersonation(principal: Principal, targetUserId: number, client: ClientInfo): Promise<IssuedTokens> {
    if (!principal.isAdmin || principal.impersonatorUserId !== null) {
      throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Only campus admins may impersonate.');
    }
    if (targetUserId === principal.userId) {
      throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'You cannot impersonate yourself.');
    }
    const target = await repository.findAccountById(this.db, targetUserId);
    if (!target || target.disabledAt) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such user.');
    if (target.isAdmin) {
      throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Admins cannot be impersonated.');
    }
    const session = await this.db.transaction(async (tx) => {
      const tokens = await this.createSession(tx, {
        userId: target.id,
        authMethod: 'impersonation',
        impersonatorUserId: principal.userId,
        parentSessionId: principal.sessionId,
        client,
      });
      await repository.logImpersonation(tx, {
        adminUserId: principal.userId,
        targetUserId: target.id,
        action: 'start',
        sessionId: tokens.sessionId,
        ip: client.ip,
        at: this.now(),
      });
      return tokens;
    });
    const issued = await this.withAccessToken(session);
    this.log.warn(
      { event: 'impersonation_start', adminUserId: principal.userId, targetUserId: target.id, sessionId: issued.sessionId },
      'impersonation started',
    );
    return issued;
  }

  /** Ends the impersonation and continues the admin's own session with fresh tokens. */
  async endImpersonation(principal: Principal, client: ClientInfo): Promise<IssuedTokens> {
    if (principal.impersonatorUserId === null) {
      throw new AppError(400, AUTH_ERROR_CODES.notImpersonating, 'This session is not an impersonation.');
    }
    const adminUserId = principal.impersonatorUserId;
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const session = await repository.findSessionState(tx, principal.sessionId);
      await repository.revokeSession(tx, principal.sessionId, 'impersonation_ended', now);
      await repository.logImpersonation(tx, {
        adminUserId,
        targetUserId: principal.userId,
        action: 'end',
        sessionId: principal.sessionId,
        ip: client.ip,
        at: now,
      });
      const parentId = session?.parentSessionId ?? null;
      const parent = parentId ? await repository.findSessionState(tx, parentId) : undefined;
      const parentAlive =
        parentId !== null &&
        parent !== undefined &&
        parent.userId === adminUserId &&
        parent.revokedAt === null &&
        parent.userDisabledAt === null &&
        parent.isAdmin &&
        parent.expiresAt.getTime() > now.getTime();
      if (!parentAlive || !parentId) return null;
      // A new refresh token in the admin's own family; the admin's older ones stay valid.
      const refreshToken = generateRefreshToken();
      const expiresAt = new Date(now.getTime() + this.settings.refreshTokenTtlSeconds * 1000);
      await repository.insertRefreshToken(tx, {
        id: randomUUID(),
        sessionId: parentId,
        tokenHash: hashRefreshToken(refreshToken),
        createdAt: now,
        expiresAt,
      });
      await repository.extendSession(tx, parentId, now, expiresAt);
      return { parentId, refreshToken };
    });
    this.log.warn(
      { event: 'impersonation_end', adminUserId, targetUserId: principal.userId, sessionId: principal.sessionId },
      'impersonation ended',
    );
    // The admin's own session ended meanwhile: sign in again.
    if (!result) throw unauthenticated();
    const access = await this.accessTokenFor(adminUserId, result.parentId, null);
    return {
      userId: adminUserId,
      sessionId: result.parentId,
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken: result.refreshToken,
    };
  }

  // ---- single sign-on ----

  /** Signs the SSO transaction for the browser to keep; its own type and audience, so it is no access token. */
  async sealOidcTransaction(state: OidcTransactionState): Promise<string> {
    const { token } = await signTypedJwt(
      await this.keyring(),
      { tx: { ...state } },
      {
        typ: OIDC_TRANSACTION_TYPE,
        issuer: this.settings.issuer,
        audience: OIDC_TRANSACTION_AUDIENCE,
        ttlSeconds: OIDC_TRANSACTION_TTL_SECONDS,
        now: this.now(),
      },
    );
    return token;
  }

  /** The transaction back from the cookie, or null if missing, expired or not ours. */
  async openOidcTransaction(token: string | undefined): Promise<OidcTransactionState | null> {
    if (!token) return null;
    try {
      const payload = await verifyTypedJwt(await this.keyring(), token, {
        typ: OIDC_TRANSACTION_TYPE,
        issuer: this.settings.issuer,
        audience: OIDC_TRANSACTION_AUDIENCE,
        now: this.now(),
      });
      const tx = payload.tx as Partial<OidcTransactionState> | undefined;
      const strings = [tx?.state, tx?.nonce, tx?.codeVerifier, tx?.redirectUrl, tx?.callbackUrl];
      if (!tx || strings.some((value) => typeof value !== 'string') || (tx.lang !== 'de' && tx.lang !== 'en')) return null;
      return tx as OidcTransactionState;
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
  }

  /**
   * A verified identity from the campus identity provider → our account (linked by issuer + subject,
   * created on first sign-in) → a session.
   */
  async ssoSignIn(identity: OidcIdentity, language: Language, client: ClientInfo): Promise<IssuedTokens> {
    const now = this.now();
    const email = identity.email ? normaliseAccount(identity.email) : null;
    const session = await this.db.transaction(async (tx) => {
      const link = await repository.findIdentity(tx, identity.issuer, identity.subject);
      let userId: number;
      if (link) {
        const account = await repository.findAccountById(tx, link.userId);
        if (!account || account.disabledAt) throw new SsoSignInError('disabled');
        await repository.touchIdentity(tx, identity.issuer, identity.subject, email, now);
        userId = account.id;
      } else {
        if (!email) throw new SsoSignInError('no_email');
        const existing = await repository.findAccountByEmail(tx, email);
        if (existing) {
          // Linking an existing account by email is only safe when the provider vouches for the address.
          if (!identity.emailVerified) throw new SsoSignInError('account_conflict');
          if (existing.disabledAt) throw new SsoSignInError('disabled');
          userId = existing.id;
        } else {
          const created = await repository.createAccount(tx, {
            email,
            displayName: identity.name?.trim() || email.split('@')[0] || email,
            language,
          });
          await repository.addDomainMember(tx, SSO_DEFAULT_DOMAIN_ID, created.id);
          userId = created.id;
        }
        await repository.insertIdentity(tx, { issuer: identity.issuer, subject: identity.subject, userId, email, at: now });
      }
      return this.createSession(tx, { userId, authMethod: 'sso', client });
    });
    const issued = await this.withAccessToken(session);
    this.log.info({ event: 'login', userId: issued.userId, sessionId: issued.sessionId, method: 'sso' }, 'signed in');
    return issued;
  }
}
