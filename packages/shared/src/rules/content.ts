// The zod-free content rules: the external URL check the server applies (400 EXTERNAL_URL_INVALID) and
// the content form repeats before sending. The web imports it as `@campus/shared/rules/content` (no zod
// for a screen that only checks an address); content.ts re-exports everything here.
import { EXTERNAL_URL_MAX } from '../content-constants.ts';

/** Whitespace and control characters, which browsers strip or mangle in URLs. */
function isSpaceOrControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return /\s/.test(char) || code < 0x20 || (code >= 0x7f && code < 0xa0);
}

export type ExternalUrlProblem = 'too_long' | 'invalid' | 'scheme' | 'credentials';

/** Why an external content URL is refused, or null when it is fine (http/https, ≤ 2048, no user:password@). */
export function externalUrlProblem(value: string): ExternalUrlProblem | null {
  if (value.length > EXTERNAL_URL_MAX) return 'too_long';
  if (Array.from(value).some(isSpaceOrControl)) return 'invalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (!/^https?:\/\//i.test(value)) return 'invalid';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (url.hostname === '') return 'invalid';
  return null;
}

export function isValidExternalUrl(value: string): boolean {
  return externalUrlProblem(value) === null;
}
