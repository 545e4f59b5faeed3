import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it('does not repeat answers the server meant', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, code: 'NOT_FOUND' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 401, code: 'UNAUTHENTICATED' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 500, code: 'INTERNAL_ERROR' }))).toBe(false);
  });

  it('retries network trouble and unavailable servers a couple of times', () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR' });
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE' }))).toBe(true);
  });
});
