// Small helpers for the auth integration tests: sign in over the API, call with a token.
import type { LoginResponse } from '@campus/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { basicAuthorization } from '../../../auth-core/authorization-header.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';

export interface SignedIn {
  uid: number;
  accessToken: string;
  refreshToken: string;
  validUntil: number;
}

export function basicLogin(app: FastifyInstance, email: string, password: string, ip = '203.0.113.10'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/rest/login',
    headers: { authorization: basicAuthorization(email, password) },
    remoteAddress: ip,
  });
}

/** Signs in with the demo password (or another) and fails loudly if that does not work. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD, ip?: string): Promise<SignedIn> {
  const response = await basicLogin(app, email, password, ip);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const body = response.json<LoginResponse>();
  if (!body.refresh_token) throw new Error('no refresh token');
  return { uid: body.uid, accessToken: body.token, refreshToken: body.refresh_token, validUntil: body.token_valid_until };
}

export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...extra };
}

export function getMe(app: FastifyInstance, token: string, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/rest/user/me', headers: bearer(token, extra) });
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

/** The `sid` claim of one of our access tokens (no verification: tests only). */
export function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown };
  if (typeof payload.sid !== 'string') throw new Error('no sid');
  return payload.sid;
}
