// Where a notification may lead: only a path of this app on this origin. A push payload or a stored
// notification with anything else (another origin, `//host`, `javascript:`) opens the app's start.
export function sameOriginAppPath(path: unknown, origin: string): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  try {
    const url = new URL(path, origin);
    if (url.origin !== origin) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
