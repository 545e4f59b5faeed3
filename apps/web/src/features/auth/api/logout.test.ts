import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { endServerSession } from './logout.ts';

describe('end the server session', () => {
  const client = () => {
    const post = vi.fn(async (..._args: unknown[]) => undefined);
    return { client: { post } as unknown as ApiClient, post };
  };

  it('web: no token in the body, the cookie header (the server reads and clears the cookie)', async () => {
    const { client: api, post } = client();
    await endServerSession(api);
    expect(post).toHaveBeenCalledWith('/api/keycloak/logout', {}, expect.objectContaining({ headers: { 'X-Token-Transport': 'cookie' } }));
  });

  it('native: the kept refresh token in the body, no cookie header', async () => {
    const { client: api, post } = client();
    await endServerSession(api, 'r1');
    expect(post).toHaveBeenCalledWith('/api/keycloak/logout', { refresh_token: 'r1' }, expect.objectContaining({ headers: {} }));
  });
});
