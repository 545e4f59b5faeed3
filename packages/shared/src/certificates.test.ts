import { describe, expect, it } from 'vitest';
import { shouldShowCertificateMessage } from './certificates.ts';

describe('shouldShowCertificateMessage', () => {
  it('shows the message for a fulfilled certificate that was never downloaded (spec §4)', () => {
    expect(shouldShowCertificateMessage({ status: 'fulfilled', download_count: 0 })).toBe(true);
  });

  it.each([
    { status: 'fulfilled', download_count: 1 },
    { status: 'pending', download_count: 0 },
    { status: 'none', download_count: 0 },
  ] as const)('hides it for %j', (state) => {
    expect(shouldShowCertificateMessage(state)).toBe(false);
  });

  it('hides it while nothing is loaded', () => {
    expect(shouldShowCertificateMessage(null)).toBe(false);
    expect(shouldShowCertificateMessage(undefined)).toBe(false);
  });
});
