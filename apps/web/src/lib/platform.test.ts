import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlatform, getPlatforms, isNativePlatform, type PlatformHost } from './platform.ts';

const pointer = (coarse: boolean): Pick<PlatformHost, 'matchMedia'> => ({ matchMedia: () => ({ matches: coarse }) });

describe('platform adapter', () => {
  it('answers web without a native bridge', () => {
    expect(getPlatform({})).toBe('web');
    expect(isNativePlatform({})).toBe(false);
    expect(getPlatforms(pointer(false))).toEqual(['desktop', 'web']);
    expect(getPlatforms(pointer(true))).toEqual(['mobile', 'web']);
    expect(getPlatforms({})).toEqual(['desktop', 'web']);
  });

  it("reads the platform from Capacitor's bridge global", () => {
    const ios: PlatformHost = { Capacitor: { getPlatform: () => 'ios', isNativePlatform: () => true }, ...pointer(false) };
    const android: PlatformHost = { Capacitor: { getPlatform: () => 'android', isNativePlatform: () => true } };
    expect(getPlatform(ios)).toBe('ios');
    expect(isNativePlatform(ios)).toBe(true);
    expect(getPlatforms(ios)).toEqual(['mobile', 'ios']);
    expect(getPlatforms(android)).toEqual(['mobile', 'android']);
  });

  it('treats a web or custom Capacitor platform as web', () => {
    expect(getPlatform({ Capacitor: { getPlatform: () => 'web' } })).toBe('web');
    expect(isNativePlatform({ Capacitor: { getPlatform: () => 'electron' } })).toBe(false);
  });

  it("falls back to the shells' bridge objects when the global has no getPlatform yet", () => {
    expect(getPlatform({ androidBridge: {} })).toBe('android');
    expect(getPlatform({ webkit: { messageHandlers: { bridge: {} } } })).toBe('ios');
    expect(getPlatform({ webkit: { messageHandlers: {} } })).toBe('web');
  });

  it("keeps the first answer for a bridge object when @capacitor/core later replaces its getPlatform", () => {
    const bridge: { getPlatform: () => string } = { getPlatform: () => 'android' };
    const host: PlatformHost = { Capacitor: bridge };
    expect(getPlatform(host)).toBe('android');
    bridge.getPlatform = () => 'web';
    expect(getPlatform(host)).toBe('android');
    expect(getPlatform({ Capacitor: { getPlatform: () => 'web' } })).toBe('web');
  });

  it('answers web in the test browser (the default host is window)', () => {
    expect(isNativePlatform()).toBe(false);
    expect(getPlatforms()).toContain('web');
  });
});

describe('platform adapter and @capacitor/core agree', () => {
  const host = window as unknown as PlatformHost & { androidBridge?: unknown };
  afterEach(() => {
    delete host.androidBridge;
  });

  it('on the web and on a simulated Android bridge', async () => {
    const { Capacitor } = await import('@capacitor/core');
    expect(getPlatform()).toBe(Capacitor.getPlatform());
    expect(isNativePlatform()).toBe(Capacitor.isNativePlatform());

    // A page in the shell: the bridge is there before either module answers (the platform does not
    // change during a page's life, so the adapter keeps its first answer).
    host.androidBridge = {};
    vi.resetModules();
    const core = await import('@capacitor/core');
    const adapter = await import('./platform.ts');
    expect(core.Capacitor.getPlatform()).toBe('android');
    expect(adapter.getPlatform()).toBe('android');
    expect(adapter.getPlatforms()).toEqual(['mobile', 'android']);
    expect(adapter.isNativePlatform()).toBe(core.Capacitor.isNativePlatform());
  });
});
