// Server-relative URLs in API answers (`/api/rest/videos/1/stream?…`, `<img src="/api/rest/…">` in rich
// text) belong to the server that answered. The web app is served by that server, so they work as they
// are; the native app's page is on the device (capacitor://localhost) and an API base on another server
// (native, or a login failover) would send them to the wrong place. So answers from an API on another
// origin get that origin put in front. Only `/api/` paths: app routes in answers (`/course-1/app/…`) stay.

const IN_MARKUP = /(\s(?:src|href|poster)=["'])\/api\//g;

/** A reviver for JSON.parse that makes server-relative `/api/` URLs absolute on `serverOrigin`. */
export function serverUrlReviver(serverOrigin: string): (key: string, value: unknown) => unknown {
  return (_key, value) => {
    if (typeof value !== 'string') return value;
    if (value.startsWith('/api/')) return `${serverOrigin}${value}`;
    return value.includes('/api/') ? value.replace(IN_MARKUP, `$1${serverOrigin}/api/`) : value;
  };
}

/** The origin to put in front, or null when the API is this page's own (relative base or same origin). */
export function foreignApiOrigin(apiOrigin: string, pageOrigin: string | undefined): string | null {
  return apiOrigin !== '' && apiOrigin !== pageOrigin ? apiOrigin : null;
}
