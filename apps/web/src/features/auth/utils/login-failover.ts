// Spec §4 "Login failover": a login error that carries FAILOVER_API_URL names another API base; the app
// switches to it and tries the login once more. Only an absolute http(s) URL is taken, and no downgrade
// from https to http: credentials must never go somewhere weaker than where they were meant to go.

export const FAILOVER_API_URL = 'FAILOVER_API_URL';

export function failoverApiUrl(problem: Readonly<Record<string, unknown>>, pageProtocol: string): string | null {
  const value = problem[FAILOVER_API_URL];
  if (typeof value !== 'string' || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.protocol === 'http:' && pageProtocol === 'https:') return null;
  if (url.username || url.password) return null;
  return url.href.replace(/\/+$/, '');
}
