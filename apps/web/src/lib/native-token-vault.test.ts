// The vault over the secure-storage plugin. In jsdom Capacitor answers "web", so the plugin runs its own
// web implementation (localStorage under its key prefix): the real plugin code, not a double.
import { afterEach, describe, expect, it } from 'vitest';
import { createSecureTokenVault, parseKeptTokens } from './native-token-vault.ts';

afterEach(() => {
  window.localStorage.clear();
});

describe('native token vault', () => {
  it('keeps, reads and removes the session through the secure-storage plugin', async () => {
    const vault = createSecureTokenVault();
    expect(await vault.read()).toBeNull();

    await vault.write({ accessToken: 'a1', validUntil: 1_900_000_000, refreshToken: 'r1' });
    expect(await vault.read()).toEqual({ accessToken: 'a1', validUntil: 1_900_000_000, refreshToken: 'r1' });
    // One entry under the plugin's prefix, nothing under the web app's own keys.
    expect(Object.keys(window.localStorage).filter((key) => key.endsWith('campus.session'))).toHaveLength(1);
    expect(window.localStorage.getItem('auth.accessToken')).toBeNull();

    await vault.write(null);
    expect(await vault.read()).toBeNull();
  });

  it('treats a damaged or foreign entry as nothing kept', () => {
    expect(parseKeptTokens('a string')).toBeNull();
    expect(parseKeptTokens([1, 2])).toBeNull();
    expect(parseKeptTokens({ accessToken: '', refreshToken: 7 })).toBeNull();
    expect(parseKeptTokens({ refreshToken: 'r1', validUntil: -5 })).toEqual({ accessToken: null, validUntil: null, refreshToken: 'r1' });
  });
});
