// A stand-in for the server's identity and start-up endpoints in component tests: answers like the real
// routes (paths, status codes, problem+json bodies of apps/server/src/modules/auth) and records calls.
// The browser's refresh cookie (decision 0007) is modelled as a jar the fake server sets and reads when a
// call carries `X-Token-Transport: cookie`, as the real server and browser do.
import type { Configuration, Me } from '@campus/shared';

export interface FakeCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface FakeAuthApiOptions {
  /** Access tokens the check accepts; any other gets 401. */
  validTokens?: string[];
  /** Refresh tokens the refresh accepts, each once (rotation); any other gets 401. */
  refreshTokens?: string[];
  /** The refresh cookie the browser holds at the start; defaults to the first of `refreshTokens`. */
  cookie?: string | null;
  /** email → password for Basic login. */
  accounts?: Record<string, string>;
  me?: Partial<Me>;
  mustUpdate?: boolean;
  /** Merged into the configuration; may carry flags the shared schema does not know yet. */
  config?: Partial<Configuration> & Record<string, unknown>;
  /** Extra answers by `METHOD /path` (path without query), checked first. */
  routes?: Record<string, (call: FakeCall) => Response | Promise<Response>>;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: `urn:campus:problem:${code.toLowerCase()}`, title: code, status, code, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

export const FAKE_ME: Me = {
  uid: 5,
  email: 'student@example.org',
  display_name: 'Sam Student',
  language: 'en',
  is_admin: false,
  student_mode: false,
  domain_roles: [{ domain_id: 1, roles: [] }],
  impersonating: null,
  permissions: {},
};

function decodeBasic(header: string | null): [string, string] | null {
  if (!header?.startsWith('Basic ')) return null;
  const binary = atob(header.slice(6));
  const text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  const colon = text.indexOf(':');
  return colon < 0 ? null : [text.slice(0, colon), text.slice(colon + 1)];
}

export function createFakeAuthApi(options: FakeAuthApiOptions = {}) {
  const valid = new Set(options.validTokens ?? []);
  const refreshable = new Set(options.refreshTokens ?? []);
  const calls: FakeCall[] = [];
  let issued = 0;
  let cookieJar: string | null = options.cookie === undefined ? (options.refreshTokens?.[0] ?? null) : options.cookie;
  const wantsCookie = (call: FakeCall) => call.headers.get('X-Token-Transport') === 'cookie';

  function issue(): { access: string; refresh: string } {
    issued += 1;
    const pair = { access: `fresh-access-${issued}`, refresh: `fresh-refresh-${issued}` };
    valid.add(pair.access);
    refreshable.add(pair.refresh);
    return pair;
  }

  function authorized(call: FakeCall): boolean {
    const header = call.headers.get('Authorization') ?? '';
    return header.startsWith('Bearer ') && valid.has(header.slice(7));
  }

  async function answer(call: FakeCall): Promise<Response> {
    const key = `${call.method} ${call.path}`;
    const custom = options.routes?.[key];
    if (custom) return custom(call);
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (key) {
      case 'POST /api/keycloak/check':
        return valid.has(String(body.access_token)) ? json({ active: true, uid: 5, exp: 2_000_000_000 }) : problem(401, 'UNAUTHENTICATED');
      case 'POST /api/keycloak/refresh': {
        const fromCookie = body.refresh_token === undefined;
        if (fromCookie && !wantsCookie(call)) return problem(400, 'VALIDATION_FAILED');
        const token = fromCookie ? cookieJar : String(body.refresh_token);
        if (token === null || !refreshable.has(token)) {
          if (fromCookie) cookieJar = null;
          return problem(401, 'INVALID_REFRESH_TOKEN');
        }
        refreshable.delete(token);
        const pair = issue();
        if (!fromCookie) return json({ access_token: pair.access, refresh_token: pair.refresh, token_valid_until: 2_000_000_000 });
        cookieJar = pair.refresh;
        return json({ access_token: pair.access, token_valid_until: 2_000_000_000 });
      }
      case 'POST /api/keycloak/logout': {
        const token = body.refresh_token === undefined ? cookieJar : String(body.refresh_token);
        if (token !== null) refreshable.delete(token);
        if (body.refresh_token === undefined) cookieJar = null;
        return new Response(null, { status: 204 });
      }
      case 'POST /api/rest/login': {
        const credentials = decodeBasic(call.headers.get('Authorization'));
        if (!credentials || options.accounts?.[credentials[0]] !== credentials[1]) return problem(401, 'INVALID_CREDENTIALS');
        const pair = issue();
        const answer = { token: pair.access, token_valid_until: 2_000_000_000, uid: 5 };
        if (!wantsCookie(call)) return json({ ...answer, refresh_token: pair.refresh });
        cookieJar = pair.refresh;
        return json(answer);
      }
      case 'GET /api/rest/user/me':
        return authorized(call) ? json({ ...FAKE_ME, ...options.me }) : problem(401, 'UNAUTHENTICATED');
      case 'GET /api/rest/config':
        return json({ nid: null, route: 'app/campus-dashboard', api_url: '/api/rest', legacy_iframe_target_url: null, global_header: { ogTitle: 'Demo Campus', userPortalUrl: null }, ...options.config });
      case 'POST /api/rest/bootstrap_ionic':
        return json({ must_update: options.mustUpdate ?? false });
      default:
        return problem(404, 'NOT_FOUND');
    }
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost:3000');
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    return answer(call);
  };

  return {
    fetch,
    calls,
    /** Calls to one endpoint, e.g. `callsTo('POST /api/keycloak/refresh')`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** Makes a token the server no longer accepts (it expired). */
    expire: (token: string) => valid.delete(token),
    /** The refresh cookie the browser holds now (HttpOnly: only the test can look). */
    cookie: () => cookieJar,
  };
}
