import { describe, expect, it } from 'vitest';
import { failoverApiUrl } from './login-failover.ts';

describe('failoverApiUrl', () => {
  it('takes an absolute API base from the error', () => {
    expect(failoverApiUrl({ code: 'SERVICE_UNAVAILABLE', FAILOVER_API_URL: 'https://b.example.org/api/rest/' }, 'https:')).toBe(
      'https://b.example.org/api/rest',
    );
    expect(failoverApiUrl({ FAILOVER_API_URL: 'http://127.0.0.1:3001/api/rest' }, 'http:')).toBe('http://127.0.0.1:3001/api/rest');
  });

  it('ignores errors without one, and anything that is not a safe http(s) URL', () => {
    expect(failoverApiUrl({ code: 'INVALID_CREDENTIALS' }, 'https:')).toBeNull();
    expect(failoverApiUrl({ FAILOVER_API_URL: 42 }, 'https:')).toBeNull();
    expect(failoverApiUrl({ FAILOVER_API_URL: '/api/rest' }, 'https:')).toBeNull();
    expect(failoverApiUrl({ FAILOVER_API_URL: 'javascript:alert(1)' }, 'https:')).toBeNull();
    expect(failoverApiUrl({ FAILOVER_API_URL: 'http://b.example.org/api/rest' }, 'https:')).toBeNull();
    expect(failoverApiUrl({ FAILOVER_API_URL: 'https://user:pw@b.example.org/api/rest' }, 'https:')).toBeNull();
  });
});
