// The native app's session storage (issue 19): tokens in the device's secure storage, mirrored in memory.
// Each test loads auth-storage afresh (its native mode is module state) and switches it into native mode
// the way main.tsx does on a device, with an in-memory vault or the plugin's own web implementation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthStorageModule from './auth-storage.ts';
import type { NativeTokens, TokenVault } from './auth-storage.ts';

type AuthStorage = typeof AuthStorageModule;

function memoryVault(initial: NativeTokens | null = null) {
  const state = { kept: initial, writes: [] as (NativeTokens | null)[] };
  const vault: TokenVault = {
    read: async () => state.kept,
    write: async (tokens) => {
      state.kept = tokens;
      state.writes.push(tokens);
    },
  };
  return { vault, state };
}

async function freshStorage(): Promise<AuthStorage> {
  vi.resetModules();
  return import('./auth-storage.ts');
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.resetModules();
});

describe('auth storage on native', () => {
  it('restores the kept session at start-up and renews with the kept refresh token', async () => {
    const storage = await freshStorage();
    const { vault } = memoryVault({ accessToken: 'a1', validUntil: 1_900_000_000, refreshToken: 'r1' });
    await storage.startNativeTokenStorage(vault);

    expect(storage.usesBodyTokenTransport()).toBe(true);
    expect(storage.getAccessToken()).toBe('a1');
    expect(storage.getTokenValidUntil()).toBe(1_900_000_000);
    expect(storage.getRefreshToken()).toBe('r1');
    expect(storage.hasRefreshCredential()).toBe(true);
    // Nothing of the session in the web's storages, and no cookie-session hint.
    expect(window.sessionStorage.length).toBe(0);
    expect(storage.hasCookieSession()).toBe(false);
  });

  it('writes every change through to the device, in order, and removes the entry at sign-out', async () => {
    const storage = await freshStorage();
    const { vault, state } = memoryVault();
    await storage.startNativeTokenStorage(vault);

    storage.setTokens({ accessToken: 'a1', validUntil: 1_900_000_000, refreshToken: 'r1' });
    // A refresh whose answer had no refresh token keeps the kept one.
    storage.setTokens({ accessToken: 'a2', validUntil: 1_900_000_600 });
    storage.clearTokens();
    await storage.nativeTokensWritten();

    expect(state.writes).toEqual([
      { accessToken: 'a1', validUntil: 1_900_000_000, refreshToken: 'r1' },
      { accessToken: 'a2', validUntil: 1_900_000_600, refreshToken: 'r1' },
      null,
    ]);
    expect(state.kept).toBeNull();
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.hasRefreshCredential()).toBe(false);
  });

  it('lets tokens that arrived before start-up (redirect tokens) win over the kept ones', async () => {
    const storage = await freshStorage();
    // What consume-redirect-tokens does before main.tsx starts the device storage.
    window.Capacitor = { getPlatform: () => 'android' };
    try {
      storage.setTokens({ accessToken: 'new', validUntil: 1_900_000_900, refreshToken: 'r-new' });
    } finally {
      delete window.Capacitor;
    }
    const { vault, state } = memoryVault({ accessToken: 'old', validUntil: 1_800_000_000, refreshToken: 'r-old' });
    await storage.startNativeTokenStorage(vault);
    await storage.nativeTokensWritten();

    expect(storage.getAccessToken()).toBe('new');
    expect(storage.getRefreshToken()).toBe('r-new');
    expect(state.kept).toEqual({ accessToken: 'new', validUntil: 1_900_000_900, refreshToken: 'r-new' });
  });

  it('starts signed out when the device storage cannot be read, and tells the listeners', async () => {
    const storage = await freshStorage();
    const listener = vi.fn();
    const unsubscribe = storage.subscribeTokens(listener);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storage.startNativeTokenStorage({ read: () => Promise.reject(new Error('keychain locked')), write: async () => undefined });
    unsubscribe();

    expect(storage.getAccessToken()).toBeNull();
    expect(storage.hasRefreshCredential()).toBe(false);
    expect(listener).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('could not read the session kept on the device', expect.any(Error));
    warn.mockRestore();
  });

  it('stays on the web storages without the native switch', async () => {
    const storage = await freshStorage();
    storage.setTokens({ accessToken: 'a1', refreshToken: 'must-not-be-kept' });
    expect(storage.usesBodyTokenTransport()).toBe(false);
    expect(storage.getRefreshToken()).toBeNull();
    expect(window.sessionStorage.getItem('auth.accessToken')).toBe('a1');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('must-not-be-kept');
  });
});

declare global {
  interface Window {
    Capacitor?: { getPlatform: () => string };
  }
}
