// The auth module's settings, derived once from the environment.
import { ACCESS_TOKEN_TTL_SECONDS_DEFAULT, REFRESH_TOKEN_TTL_SECONDS_DEFAULT } from '@campus/shared';
import type { Env } from '../../config/env.ts';
import type { OidcSettings } from './oidc.ts';
import { parseOriginList } from './redirect-url.ts';

export interface AuthSettings {
  /** `iss` of our access tokens: PUBLIC_URL, or a fixed name so every node agrees without one. */
  issuer: string;
  /** `aud` of our access tokens. */
  audience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** AUTH_SIGNING_KEYS (private Ed25519 JWKs); unset → keys are generated once and kept in the database. */
  signingKeysJson: string | undefined;
  /** Origins besides our own that the sign-in page may redirect to (with tokens). */
  redirectAllowlist: string[];
  publicUrl: string | undefined;
  oidc: OidcSettings | undefined;
  /** The sign-in page goes straight to the identity provider. */
  oidcOnly: boolean;
}

export const DEFAULT_TOKEN_ISSUER = 'urn:campus';
export const TOKEN_AUDIENCE = 'urn:campus:api';

export type AuthEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_SECONDS'
  | 'AUTH_SIGNING_KEYS'
  | 'AUTH_REDIRECT_ALLOWLIST'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'OIDC_ONLY'
>;

export function authSettingsFromEnv(env: AuthEnv): AuthSettings {
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined;
  return {
    issuer: env.PUBLIC_URL ?? DEFAULT_TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS ?? ACCESS_TOKEN_TTL_SECONDS_DEFAULT,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS ?? REFRESH_TOKEN_TTL_SECONDS_DEFAULT,
    signingKeysJson: env.AUTH_SIGNING_KEYS,
    redirectAllowlist: parseOriginList(env.AUTH_REDIRECT_ALLOWLIST),
    publicUrl: env.PUBLIC_URL,
    oidc,
    oidcOnly: Boolean(oidc) && env.OIDC_ONLY === true,
  };
}
