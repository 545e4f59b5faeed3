import { describe, expect, it } from 'vitest';
import { credentialsLoginAllowed } from './login-options.ts';

describe('credentialsLoginAllowed', () => {
  it('is allowed unless the configuration turns it off', () => {
    expect(credentialsLoginAllowed(undefined)).toBe(true);
    expect(credentialsLoginAllowed({ webapp: true })).toBe(true);
    expect(credentialsLoginAllowed({ credentials_login: true })).toBe(true);
    expect(credentialsLoginAllowed({ credentials_login: false })).toBe(false);
    // Only an explicit false turns it off.
    expect(credentialsLoginAllowed({ credentials_login: 'no' })).toBe(true);
  });
});
