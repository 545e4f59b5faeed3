// Device rules of spec §9: "iOS tablet rotation is unlocked when screen width times pixel ratio is 1488 or
// more, otherwise locked to portrait" and "Footer offset 8rem on Android, 5rem on web". Pure rules plus a
// small applier; the platform comes from lib/platform.ts.
import type { Platform } from './platform.ts';

/** Physical pixels across the screen from which an iOS device counts as a tablet (spec §9). */
export const TABLET_MIN_PHYSICAL_WIDTH = 1488;

/** `any`: the device may rotate; `portrait`: locked upright. */
export type OrientationRule = 'any' | 'portrait';

export interface ScreenMetrics {
  /** CSS pixels (`screen.width`). */
  width: number;
  /** `devicePixelRatio`. */
  pixelRatio: number;
}

/** iOS: unlocked for a tablet-sized screen, portrait otherwise; Android and the web: no rule (`any`). */
export function orientationRule(platform: Platform, { width, pixelRatio }: ScreenMetrics): OrientationRule {
  if (platform !== 'ios') return 'any';
  return width * pixelRatio >= TABLET_MIN_PHYSICAL_WIDTH ? 'any' : 'portrait';
}

/** Space kept below the page content (spec §9): 8rem on Android, 5rem elsewhere. */
export function footerOffset(platform: Platform): '8rem' | '5rem' {
  return platform === 'android' ? '8rem' : '5rem';
}

/** The part of the Screen Orientation API the applier uses (a test double in tests). */
export interface OrientationPort {
  lock?: (orientation: 'portrait') => Promise<void>;
  unlock?: () => void;
}

/**
 * Applies the rule through the Screen Orientation API where the web view offers it. Best effort: a web
 * view that refuses the lock (WKWebView has no `lock`; Android's may reject outside full screen) leaves the
 * orientation to the app's native settings (see docs/decisions/0012-capacitor-shell.md). Answers whether a
 * lock or unlock was applied.
 */
export async function applyOrientationRule(rule: OrientationRule, port: OrientationPort | undefined): Promise<boolean> {
  if (port === undefined) return false;
  if (rule === 'any') {
    if (typeof port.unlock !== 'function') return false;
    try {
      port.unlock();
      return true;
    } catch {
      return false;
    }
  }
  if (typeof port.lock !== 'function') return false;
  try {
    await port.lock('portrait');
    return true;
  } catch {
    return false;
  }
}
