// Single sign-on with the campus identity provider: the signed SSO transaction the browser keeps between
// start and callback, and the verified identity → account → session.
import { emailDomainOf, type Language } from '@campus/shared';
import { TokenError, signTypedJwt, verifyTypedJwt } from '../../lib/tokens.ts';
import * as repository from './auth.repository.ts';
import { createSession, withAccessToken, type AuthDeps, type ClientInfo, type IssuedTokens } from './auth.sessions.ts';
import { normaliseAccount } from './login-throttle.ts';
import type { OidcIdentity, OidcTransaction } from './oidc.ts';

/** What the browser keeps (signed, in a short-lived cookie) between SSO start and callback. */
export interface OidcTransactionState extends OidcTransaction {
  redirectUrl: string;
  callbackUrl: string;
  lang: Language;
}

const OIDC_TRANSACTION_TYPE = 'oidc-tx+jwt';
const OIDC_TRANSACTION_AUDIENCE = 'urn:campus:oidc-callback';
export const OIDC_TRANSACTION_TTL_SECONDS = 600;

/**
 * SSO accounts created on first sign-in join the campus that claims their (verified) e-mail domain
 * (campus settings, domain management), else this one.
 */
const SSO_DEFAULT_DOMAIN_ID = 1;

/** SSO outcomes the sign-in page explains to the user. */
export class SsoSignInError extends Error {
  constructor(readonly reason: 'account_conflict' | 'no_email' | 'disabled') {
    super(reason);
    this.name = 'SsoSignInError';
  }
}

/** Signs the SSO transaction for the browser to keep; its own type and audience, so it is no access token. */
export async function sealOidcTransaction(deps: AuthDeps, state: OidcTransactionState): Promise<string> {
  const { token } = await signTypedJwt(
    await deps.keys.keyring(),
    { tx: { ...state } },
    {
      typ: OIDC_TRANSACTION_TYPE,
      issuer: deps.settings.issuer,
      audience: OIDC_TRANSACTION_AUDIENCE,
      ttlSeconds: OIDC_TRANSACTION_TTL_SECONDS,
      now: deps.now(),
    },
  );
  return token;
}

/** The transaction back from the cookie, or null if missing, expired or not ours. */
export async function openOidcTransaction(deps: AuthDeps, token: string | undefined): Promise<OidcTransactionState | null> {
  if (!token) return null;
  try {
    const payload = await verifyTypedJwt(await deps.keys.keyring(), token, {
      typ: OIDC_TRANSACTION_TYPE,
      issuer: deps.settings.issuer,
      audience: OIDC_TRANSACTION_AUDIENCE,
      now: deps.now(),
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
export async function ssoSignIn(
  deps: AuthDeps,
  identity: OidcIdentity,
  language: Language,
  client: ClientInfo,
): Promise<IssuedTokens> {
  const now = deps.now();
  const email = identity.email ? normaliseAccount(identity.email) : null;
  const session = await deps.db.transaction(async (tx) => {
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
        const emailDomain = identity.emailVerified ? emailDomainOf(email) : null;
        const campusId = (emailDomain ? await repository.findCampusIdByEmailDomain(tx, emailDomain) : undefined) ?? SSO_DEFAULT_DOMAIN_ID;
        await repository.addDomainMember(tx, campusId, created.id);
        userId = created.id;
      }
      await repository.insertIdentity(tx, { issuer: identity.issuer, subject: identity.subject, userId, email, at: now });
    }
    return createSession(deps, tx, { userId, authMethod: 'sso', client });
  });
  const issued = await withAccessToken(deps, session);
  deps.log.info({ event: 'login', userId: issued.userId, sessionId: issued.sessionId, method: 'sso' }, 'signed in');
  return issued;
}
