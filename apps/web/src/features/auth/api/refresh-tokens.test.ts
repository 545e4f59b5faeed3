import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../../lib/api-client.ts';
import { refreshTokens } from './refresh-tokens.ts';
import { tokenTransportHeaders } from './token-transport.ts';

function clientAnswering(answer: () => Promise<unknown>) {
  const post = vi.fn((..._args: unknown[]) => answer());
  return { client: { post } as unknown as ApiClient, post };
}

describe('refresh tokens', () => {
  it('web: sends no refresh token and asks for the cookie', async () => {
    const { client, post } = clientAnswering(async () => ({ access_token: 'a2', token_valid_until: 1_900_000_000 }));
    const outcome = await refreshTokens('a1', client, { bodyTransport: false, refreshToken: null });

    expect(outcome).toEqual({ ok: true, tokens: { accessToken: 'a2', validUntil: 1_900_000_000 } });
    expect(post).toHaveBeenCalledWith('/api/keycloak/refresh', { access_token: 'a1' }, expect.objectContaining({ headers: { 'X-Token-Transport': 'cookie' } }));
  });

  it('native: sends the kept refresh token in the body, no cookie header, and keeps the rotated one', async () => {
    const { client, post } = clientAnswering(async () => ({ access_token: 'a2', refresh_token: 'r2', token_valid_until: 1_900_000_000 }));
    const outcome = await refreshTokens('a1', client, { bodyTransport: true, refreshToken: 'r1' });

    expect(outcome).toEqual({ ok: true, tokens: { accessToken: 'a2', validUntil: 1_900_000_000, refreshToken: 'r2' } });
    expect(post).toHaveBeenCalledWith('/api/keycloak/refresh', { refresh_token: 'r1', access_token: 'a1' }, expect.objectContaining({ headers: {} }));
  });

  it('native without a kept refresh token: the session cannot be renewed, and nothing is sent', async () => {
    const { client, post } = clientAnswering(async () => ({}));
    expect(await refreshTokens(null, client, { bodyTransport: true, refreshToken: null })).toEqual({ ok: false });
    expect(post).not.toHaveBeenCalled();
  });

  it('a refused refresh ends the session; network trouble is thrown', async () => {
    const refused = clientAnswering(() => Promise.reject(new ApiError({ status: 401, code: 'TOKEN_INVALID' })));
    expect(await refreshTokens(null, refused.client, { bodyTransport: true, refreshToken: 'r1' })).toEqual({ ok: false });
    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshTokens(null, offline.client, { bodyTransport: true, refreshToken: 'r1' })).rejects.toThrow('Failed to fetch');
  });

  it('token transport headers: the cookie header on the web, none on native', () => {
    expect(tokenTransportHeaders(false)).toEqual({ 'X-Token-Transport': 'cookie' });
    expect(tokenTransportHeaders(true)).toEqual({});
  });
});
