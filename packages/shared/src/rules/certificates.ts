// Certificate web paths, zod-free so the router (initial bundle) can import them without zod.
/**
 * Web paths of the certificate screens. `user/{uid}/certificates` is the spec's legacy path (§2), kept
 * out of the route table so the URL mapper's legacy handling stays as it is; the router mounts the
 * screen there, before its legacy catch-all. The verification page is public.
 */
export const CERTIFICATE_WEB_PATHS = {
  list: 'user/:uid/certificates',
  verify: 'certificates/verify/:code',
} as const;

export function certificateListPath(userId: number): string {
  return `/user/${userId}/certificates`;
}

export function certificateVerifyPath(code: string): string {
  return `/certificates/verify/${encodeURIComponent(code)}`;
}
