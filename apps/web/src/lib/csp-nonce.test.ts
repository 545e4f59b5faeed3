import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareForCsp, readCspNonce } from './csp-nonce.ts';

describe('readCspNonce', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove());
  });

  it('reads the nonce the server put into the page', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'abc123_-XYZ');
    document.head.append(meta);
    expect(readCspNonce()).toBe('abc123_-XYZ');
  });

  it('is undefined when the page has none', () => {
    expect(readCspNonce()).toBeUndefined();
  });
});

describe('prepareForCsp', () => {
  it('hands the nonce to get-nonce and turns zod jitless, even with zod already loaded', () => {
    prepareForCsp('nonce-for-libraries');
    expect((globalThis as { __webpack_nonce__?: string }).__webpack_nonce__).toBe('nonce-for-libraries');
    expect(z.config().jitless).toBe(true);
  });
});
