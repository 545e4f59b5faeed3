// Web vs native. This build runs in the browser; the Capacitor shell will supply its own answers later.

export function isNativePlatform(): boolean {
  return false;
}

/** Platforms sent as APP_API_PLATFORM (comma-joined): the device class, then `web`. */
export function getPlatforms(): readonly string[] {
  const coarsePointer = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return [coarsePointer ? 'mobile' : 'desktop', 'web'];
}
