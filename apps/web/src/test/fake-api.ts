// A fetch stand-in for feature tests: answers `METHOD /path?query` first, then `METHOD /path` (the path
// beneath the REST base); anything else is a 404 problem. Records every call for assertions.

export interface RecordedCall {
  method: string;
  /** Path beneath the REST base, with the query (decoded if `decodeQuery`). */
  path: string;
  body: unknown;
}

export type FakeHandler = (init: RequestInit, call: RecordedCall) => Response | Promise<Response>;

export interface FakeApiOptions {
  /** Record and match the query decoded (`type[]=blog` rather than `type%5B%5D=blog`). */
  decodeQuery?: boolean;
}

export function fakeApi(routes: Record<string, FakeHandler>, { decodeQuery = false }: FakeApiOptions = {}) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const pathname = url.pathname.replace(/^\/api\/rest/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path: pathname + (decodeQuery ? decodeURIComponent(url.search) : url.search), body };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${pathname}`];
    return handler ? handler(init, call) : problem(404, 'NOT_FOUND');
  };
  return { fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}
