// Web vs native, iOS vs Android: the one module that answers it (issue 19). Every native-only behaviour
// asks here.
//
// Why the bridge global and not `import { Capacitor } from '@capacitor/core'`: the initial JS is at
// 208 of its 210 KB budget (ARCHITECTURE §6) and this module is in the initial chunk (the API client sends
// APP_API_PLATFORM on every request). In the Capacitor shell the native bridge script is injected before
// the page's own scripts and defines `window.Capacitor` with `getPlatform()`/`isNativePlatform()`;
// `@capacitor/core` itself reads that global (and `androidBridge` / `webkit.messageHandlers.bridge`, its
// own fallbacks, mirrored below). So the answer is the same, and `@capacitor/core` and the plugins are
// imported lazily only where native code runs (e.g. `@capacitor/browser` behind the external-link dialog).

export type NativePlatform = 'ios' | 'android';
export type Platform = NativePlatform | 'web';

/** The part of Capacitor's bridge global this module reads. */
export interface CapacitorBridge {
  getPlatform?: () => string;
  isNativePlatform?: () => boolean;
}

/** Where the answers come from: `window` in the app, a plain object in tests. */
export interface PlatformHost {
  Capacitor?: CapacitorBridge;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
  matchMedia?: (query: string) => { matches: boolean };
}

function defaultHost(): PlatformHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as PlatformHost);
}

function asPlatform(name: string | undefined): Platform {
  return name === 'ios' || name === 'android' ? name : 'web';
}

// The first answer per bridge object stands for the page's life. `@capacitor/core`, once loaded, replaces
// the global's getPlatform with its own detection; in the shell both agree, but the browser tests that
// stand in for the shell (a bridge global injected into Chromium, e2e/native-origin.spec.ts) rely on the
// app staying "native" while core's plugins fall back to their web implementations.
const firstAnswers = new WeakMap<CapacitorBridge, Platform>();

/** `ios`, `android` or `web` (any other Capacitor platform, e.g. a custom one, counts as web). */
export function getPlatform(host: PlatformHost | undefined = defaultHost()): Platform {
  if (host === undefined) return 'web';
  const bridge = host.Capacitor;
  if (bridge && typeof bridge.getPlatform === 'function') {
    const known = firstAnswers.get(bridge);
    if (known !== undefined) return known;
    const answer = asPlatform(bridge.getPlatform());
    firstAnswers.set(bridge, answer);
    return answer;
  }
  // The bridge objects the native shells install, as @capacitor/core checks them.
  if (host.androidBridge) return 'android';
  if (host.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

/** True inside the Capacitor shell on iOS or Android. */
export function isNativePlatform(host: PlatformHost | undefined = defaultHost()): boolean {
  return getPlatform(host) !== 'web';
}

/**
 * Platforms sent as APP_API_PLATFORM (comma-joined, spec §7): native `['mobile', 'ios' | 'android']`;
 * the web the device class (by its pointer), then `web`.
 */
export function getPlatforms(host: PlatformHost | undefined = defaultHost()): readonly string[] {
  const platform = getPlatform(host);
  if (platform !== 'web') return ['mobile', platform];
  const coarsePointer = typeof host?.matchMedia === 'function' && host.matchMedia('(pointer: coarse)').matches;
  return [coarsePointer ? 'mobile' : 'desktop', 'web'];
}
