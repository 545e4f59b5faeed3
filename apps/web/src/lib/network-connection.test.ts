// The connection kind: `@capacitor/network` on native (a double of the plugin here), the browser's answer
// on the web and when the plugin fails; the change listener on both.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentConnectionKind, nativeConnectionKind, watchConnection, type NativeConnectionStatus, type NetworkStatusPlugin } from './network-connection.ts';

function networkDouble(status: NativeConnectionStatus) {
  const listeners: ((status: NativeConnectionStatus) => void)[] = [];
  const remove = vi.fn(() => Promise.resolve());
  const plugin: NetworkStatusPlugin = {
    getStatus: () => Promise.resolve(status),
    addListener: (_event, listener) => {
      listeners.push(listener);
      return Promise.resolve({ remove });
    },
  };
  return { plugin, listeners, remove };
}

afterEach(() => vi.restoreAllMocks());

describe('nativeConnectionKind', () => {
  it('maps the plugin connection types, and not connected to none', () => {
    expect(nativeConnectionKind({ connected: true, connectionType: 'wifi' })).toBe('wifi');
    expect(nativeConnectionKind({ connected: true, connectionType: 'cellular' })).toBe('cellular');
    expect(nativeConnectionKind({ connected: true, connectionType: 'unknown' })).toBe('unknown');
    expect(nativeConnectionKind({ connected: false, connectionType: 'wifi' })).toBe('none');
    expect(nativeConnectionKind({ connected: true, connectionType: 'none' })).toBe('none');
  });
});

describe('currentConnectionKind', () => {
  it('asks the Network plugin on native, not navigator.connection', async () => {
    const { plugin } = networkDouble({ connected: true, connectionType: 'cellular' });
    const browser = { onLine: true, connection: { type: 'wifi' } };
    expect(await currentConnectionKind({ native: true, loadNetwork: () => Promise.resolve(plugin), browser })).toBe('cellular');
  });

  it("reads the browser's Network Information on the web, and falls back to it when the plugin fails", async () => {
    const browser = { onLine: true, connection: { type: 'wifi' } };
    const loadNetwork = vi.fn(() => Promise.reject(new Error('not implemented')));
    expect(await currentConnectionKind({ native: false, loadNetwork, browser })).toBe('wifi');
    expect(loadNetwork).not.toHaveBeenCalled();
    expect(await currentConnectionKind({ native: true, loadNetwork, browser: { onLine: false } })).toBe('none');
  });
});

describe('watchConnection', () => {
  it("follows the plugin's networkStatusChange on native and stops listening when asked", async () => {
    const { plugin, listeners, remove } = networkDouble({ connected: true, connectionType: 'wifi' });
    const seen: string[] = [];
    const stop = watchConnection((kind) => seen.push(kind), { native: true, loadNetwork: () => Promise.resolve(plugin) });
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    listeners[0]?.({ connected: false, connectionType: 'none' });
    listeners[0]?.({ connected: true, connectionType: 'wifi' });
    expect(seen).toEqual(['none', 'wifi']);
    stop();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("follows the window's online and offline events on the web", () => {
    const browser = { onLine: true };
    const seen: string[] = [];
    const stop = watchConnection((kind) => seen.push(kind), { native: false, browser });
    browser.onLine = false;
    window.dispatchEvent(new Event('offline'));
    browser.onLine = true;
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual(['none', 'unknown']);
  });
});

describe('the real @capacitor/network plugin', () => {
  it("answers through the loader (its web implementation here): the plugin's thenable proxy is never what a promise resolves to", async () => {
    const kind = await Promise.race([
      currentConnectionKind({ native: true, browser: { onLine: true } }),
      new Promise<string>((resolve) => setTimeout(() => resolve('never settled'), 2_000)),
    ]);
    expect(kind).not.toBe('never settled');
    expect(['wifi', 'cellular', 'unknown']).toContain(kind);
  });
});
