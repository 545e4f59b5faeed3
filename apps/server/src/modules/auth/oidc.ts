// Single sign-on against the campus identity provider (Keycloak or any OpenID Connect provider):
// authorization code flow with PKCE (S256), state and nonce, via openid-client. This file only speaks
// the protocol; who the user is on our side is decided by the auth service.
import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What a sign-in at the provider proves: who (issuer + subject) and what the provider says about them. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** The provider's ID token, kept only to end the provider session at logout (id_token_hint). */
  idToken: string | undefined;
}

/** The secrets of one authorization request, kept (signed) by the browser until the callback. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export class OidcError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OidcError';
  }
}

const SCOPE = 'openid email profile';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  get issuer(): string {
    return this.settings.issuer;
  }

  /** Discovery once per process; a failure is not cached, so the next sign-in retries. */
  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuerUrl = new URL(this.settings.issuer);
      // Plain HTTP only for a provider on this machine (development, tests); never across a network.
      const insecure = issuerUrl.protocol === 'http:' && LOOPBACK_HOSTS.has(issuerUrl.hostname);
      this.configuration = client
        .discovery(issuerUrl, this.settings.clientId, this.settings.clientSecret, undefined, {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw new OidcError('discovery failed', { cause: error });
        });
    }
    return this.configuration;
  }

  /** The provider URL to send the browser to, and the secrets to keep until the callback. */
  async startAuthorization(redirectUri: string, options: { uiLocales?: string } = {}): Promise<{ url: URL; transaction: OidcTransaction }> {
    const config = await this.config();
    const transaction: OidcTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (options.uiLocales) parameters.ui_locales = options.uiLocales;
    return { url: client.buildAuthorizationUrl(config, parameters), transaction };
  }

  /** Checks the callback (state, code, PKCE, ID token incl. nonce) and returns who signed in. */
  async finishAuthorization(callbackUrl: URL, transaction: OidcTransaction): Promise<OidcIdentity> {
    const config = await this.config();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new OidcError('authorization code grant failed', { cause: error });
    }
    const claims = tokens.claims();
    if (!claims) throw new OidcError('no ID token');
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let emailVerified = claims.email_verified === true;
    let name = typeof claims.name === 'string' ? claims.name : undefined;
    // Strict providers keep profile claims out of the ID token; the userinfo endpoint has them.
    if (email === undefined || name === undefined) {
      try {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email ??= typeof info.email === 'string' ? info.email : undefined;
        if (typeof info.email === 'string' && info.email === email) emailVerified ||= info.email_verified === true;
        name ??= typeof info.name === 'string' ? info.name : undefined;
      } catch (error) {
        throw new OidcError('userinfo failed', { cause: error });
      }
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified,
      name,
      idToken: tokens.id_token,
    };
  }

  /** Where to send the browser to end the provider session, if the provider supports it. */
  async endSessionUrl(postLogoutRedirectUri: string, idTokenHint?: string): Promise<URL | undefined> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    const parameters: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
    if (idTokenHint) parameters.id_token_hint = idTokenHint;
    return client.buildEndSessionUrl(config, parameters);
  }
}
