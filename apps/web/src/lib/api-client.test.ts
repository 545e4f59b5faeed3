import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient, hostOf, INVALID_RESPONSE, NETWORK_ERROR } from './api-client.ts';
import type { ApiClientOptions, ErrorNavigator } from './api-client.ts';
import { clearTokens, setTokens } from './auth-storage.ts';
import { setStudentMode } from './student-mode.ts';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A fake fetch answering with `respond` and recording every call. */
function fakeFetch(respond: (url: string) => Response | Promise<Response> = () => jsonOk({ ok: true })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init, headers: new Headers(init.headers) });
    return respond(url);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function jsonOk(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function problem(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });
}

function client(respond?: (url: string) => Response | Promise<Response>, options: ApiClientOptions = {}) {
  const fake = fakeFetch(respond);
  const navigator = vi.fn<ErrorNavigator>();
  const api = createApiClient({ getPlatforms: () => ['desktop', 'web'], ...options, fetch: fake.fetch });
  api.setErrorNavigator(navigator);
  return { api, calls: fake.calls, navigator };
}

describe('api client: requests', () => {
  it('prefixes relative paths with the REST base and sends the spec headers', async () => {
    const { api, calls } = client();
    await expect(api.get('/og')).resolves.toEqual({ ok: true });
    await api.get('assignments/4');

    expect(calls.map((call) => call.url)).toEqual(['/api/rest/og', '/api/rest/assignments/4']);
    const headers = calls[0]!.headers;
    expect(headers.get('APP_TYPE')).toBe('campus');
    expect(headers.get('APP_API_VERSION')).toBe('3');
    expect(headers.get('APP_API_PLATFORM')).toBe('desktop,web');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Student-Mode')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('sends the access token and the student-mode flag when a token is stored', async () => {
    setTokens({ accessToken: 'token-1' });
    const { api, calls } = client();
    await api.get('/og');
    setStudentMode(true);
    await api.get('/og');

    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]!.headers.get('X-Student-Mode')).toBe('0');
    expect(calls[1]!.headers.get('X-Student-Mode')).toBe('1');
  });

  it('leaves the session out of calls that must not carry it', async () => {
    setTokens({ accessToken: 'token-1' });
    const { api, calls } = client();
    await api.post('/login', undefined, { authenticate: false });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[0]!.headers.has('X-Student-Mode')).toBe(false);
  });

  it('sends JSON bodies as JSON and form data as it is', async () => {
    const { api, calls } = client();
    await api.post('/app-feedback', { rating: 4, message: 'good' });
    const form = new FormData();
    form.append('upload', new Blob(['x']), 'x.png');
    await api.post('/files/upload/editor', form, { query: { og: 3 } });

    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"rating":4,"message":"good"}');
    expect(calls[1]!.url).toBe('/api/rest/files/upload/editor?og=3');
    // The browser sets multipart/form-data with its boundary itself.
    expect(calls[1]!.headers.has('Content-Type')).toBe(false);
    expect(calls[1]!.init.body).toBe(form);
  });

  it('builds query strings, repeating array keys and skipping empty values', () => {
    expect(
      buildUrl('/api/rest', '/content', { og: 3, 'type[]': ['blog', 'news'], offset: 0, uid: undefined, flag: false }),
    ).toBe('/api/rest/content?og=3&type%5B%5D=blog&type%5B%5D=news&offset=0&flag=false');
    expect(buildUrl('/api/rest/', 'videos/x?og=1', { offset: 16 })).toBe('/api/rest/videos/x?og=1&offset=16');
  });

  it('keeps absolute URLs and follows a changed API base', async () => {
    const { api, calls } = client();
    await api.post('https://campus.example.org/api/keycloak/check', { access_token: 't' });
    api.setBaseUrl('https://other.example.org/api/rest/');
    await api.get('/og');
    expect(calls.map((call) => call.url)).toEqual([
      'https://campus.example.org/api/keycloak/check',
      'https://other.example.org/api/rest/og',
    ]);
    expect(api.getBaseUrl()).toBe('https://other.example.org/api/rest/');
  });

  it('answers undefined for an empty body; text and blobs when asked for', async () => {
    const { api } = client((url) =>
      url.endsWith('/empty') ? new Response(null, { status: 204 }) : new Response('plain', { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.delete('/empty')).resolves.toBeUndefined();
    await expect(api.get('/text', { responseType: 'text' })).resolves.toBe('plain');
    const blob = await api.get<Blob>('/file', { responseType: 'blob' });
    expect(blob.size).toBe(5);
    await expect(readBlobText(blob)).resolves.toBe('plain');
  });

  it('reports broken JSON and non-JSON pages (an SPA fallback, say) as INVALID_RESPONSE', async () => {
    const { api, navigator } = client((url) =>
      url.endsWith('/broken')
        ? new Response('{nope', { headers: { 'content-type': 'application/json' } })
        : new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    await expect(api.get('/broken')).rejects.toMatchObject({ status: 200, code: INVALID_RESPONSE });
    await expect(api.get('/config')).rejects.toMatchObject({ status: 200, code: INVALID_RESPONSE });
    expect(navigator).not.toHaveBeenCalled();
  });
});

describe('api client: errors', () => {
  it('parses problem+json into a typed ApiError', async () => {
    const { api, navigator } = client(() =>
      problem(400, {
        type: 'urn:campus:problem:validation-failed',
        title: 'The request is invalid',
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'title is required',
        errors: [{ path: 'title', message: 'Required' }, { bogus: true }],
      }),
    );
    const error = await api.post('/og', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'title is required',
      errors: [{ path: 'title', message: 'Required' }],
      message: 'The request is invalid',
    });
    expect(navigator).not.toHaveBeenCalled();
  });

  it('derives a code from the status when the body is no problem document', async () => {
    const { api } = client((url) =>
      url.endsWith('/html')
        ? new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })
        : new Response('{}', { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    await expect(api.get('/html')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR', errors: [] });
    await expect(api.get('/json')).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it.each([500, 404, 403])('sends the user to /error, replacing history, on %i and rethrows', async (status) => {
    const code = { 500: 'INTERNAL_ERROR', 404: 'NOT_FOUND', 403: 'FORBIDDEN' }[status]!;
    const { api, navigator } = client(() => problem(status, { type: 'x', title: 'x', status, code }));

    await expect(api.get('/og/1')).rejects.toMatchObject({ status, code });
    expect(navigator).toHaveBeenCalledTimes(1);
    expect(navigator).toHaveBeenCalledWith('/error', { replace: true, state: { status, code } });
  });

  it.each([400, 401, 409, 422, 503])('leaves navigation to the caller on %i', async (status) => {
    const { api, navigator } = client(() => problem(status, { type: 'x', title: 'x', status, code: 'BAD_REQUEST' }));
    await expect(api.get('/og')).rejects.toBeInstanceOf(ApiError);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('does not navigate when the caller handles the failure itself', async () => {
    const { api, navigator } = client(() => problem(404, { type: 'x', title: 'x', status: 404, code: 'NOT_FOUND' }));
    await expect(api.get('/config', { redirectOnError: false })).rejects.toMatchObject({ status: 404 });
    expect(navigator).not.toHaveBeenCalled();
  });

  it('still throws when no router is registered', async () => {
    const { api } = client(() => problem(500, { type: 'x', title: 'x', status: 500, code: 'INTERNAL_ERROR' }));
    api.setErrorNavigator(null);
    await expect(api.get('/og')).rejects.toMatchObject({ status: 500 });
  });

  it('turns a failed connection into NETWORK_ERROR without leaving the page', async () => {
    const { api, navigator } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/og')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR, detail: 'Failed to fetch' });
    expect(navigator).not.toHaveBeenCalled();
  });

  it('lets an aborted request fail with the abort error', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('aborted', 'AbortError');
    const { api } = client(() => {
      controller.abort();
      return Promise.reject(abortError);
    });
    await expect(api.get('/og', { signal: controller.signal })).rejects.toBe(abortError);
  });
});

describe('api client: expired tokens', () => {
  function unauthorized(): Response {
    return problem(401, { type: 'x', title: 'x', status: 401, code: 'UNAUTHENTICATED' });
  }

  it('renews a refused token once and repeats the request with the new one', async () => {
    setTokens({ accessToken: 'old' });
    const { api, calls } = client(() => (calls.length === 1 ? unauthorized() : jsonOk({ done: true })));
    const renewAfterRejection = vi.fn(async () => 'new');
    api.setAuthenticator({ renewAfterRejection });

    await expect(api.post('/og', { title: 'x' })).resolves.toEqual({ done: true });
    expect(renewAfterRejection).toHaveBeenCalledWith('old');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
    // The body goes out again, unchanged.
    expect(calls[1]!.init.body).toBe('{"title":"x"}');
  });

  it('renews a token a public route did not take (its anonymous answer says so) and asks once more', async () => {
    setTokens({ accessToken: 'old' });
    const { api, calls } = client(() => jsonOk({ currentUser: calls.length === 1 ? null : 7 }));
    const renewAfterRejection = vi.fn(async () => 'new');
    api.setAuthenticator({ renewAfterRejection });
    const tokenNotTaken = (answer: unknown) => (answer as { currentUser: number | null }).currentUser === null;

    await expect(api.get('/config', { tokenNotTaken })).resolves.toEqual({ currentUser: 7 });
    expect(renewAfterRejection).toHaveBeenCalledWith('old');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);

    // An answer that took the token, and a call without a token, are left as they are.
    await expect(api.get('/config', { tokenNotTaken: () => false })).resolves.toEqual({ currentUser: 7 });
    clearTokens();
    await expect(api.get('/config', { tokenNotTaken: () => true })).resolves.toEqual({ currentUser: 7 });
    expect(renewAfterRejection).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(4);
  });

  it('does not loop: a second 401 after renewal is the answer', async () => {
    setTokens({ accessToken: 'old' });
    const { api, calls, navigator } = client(() => unauthorized());
    const renewAfterRejection = vi.fn(async () => 'new');
    api.setAuthenticator({ renewAfterRejection });

    await expect(api.get('/og')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(renewAfterRejection).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('gives up with the 401 when the session cannot be renewed', async () => {
    setTokens({ accessToken: 'old' });
    const { api, calls } = client(() => unauthorized());
    api.setAuthenticator({ renewAfterRejection: async () => null });
    await expect(api.get('/og')).rejects.toMatchObject({ status: 401 });
    api.setAuthenticator({ renewAfterRejection: () => Promise.reject(new Error('offline')) });
    await expect(api.get('/og')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
  });

  it('renews nothing for calls sent without a token', async () => {
    const { api, calls } = client(() => unauthorized());
    const renewAfterRejection = vi.fn(async () => 'new');
    api.setAuthenticator({ renewAfterRejection });

    await expect(api.get('/og')).rejects.toMatchObject({ status: 401 });
    setTokens({ accessToken: 'old' });
    await expect(api.post('/login', undefined, { authenticate: false })).rejects.toMatchObject({ status: 401 });
    expect(renewAfterRejection).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });
});

describe('api client: identity endpoints and problem members', () => {
  it('sends host paths to the API host root, not beneath the REST base', async () => {
    const { api, calls } = client();
    await api.post('/api/keycloak/check', { access_token: 't' }, { base: 'host' });
    api.setBaseUrl('https://other.example.org/api/rest');
    await api.post('/api/keycloak/refresh', { refresh_token: 'r' }, { base: 'host' });
    expect(calls.map((call) => call.url)).toEqual(['/api/keycloak/check', 'https://other.example.org/api/keycloak/refresh']);
    expect(hostOf('/api/rest')).toBe('');
    expect(hostOf('https://campus.example.org:8443/api/rest/')).toBe('https://campus.example.org:8443');
  });

  it('keeps every member of the problem document', async () => {
    const { api } = client(() =>
      problem(503, { type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE', FAILOVER_API_URL: 'https://b.example.org/api/rest' }),
    );
    const error = await api.post('/login', undefined, { authenticate: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.FAILOVER_API_URL).toBe('https://b.example.org/api/rest');
    expect(new ApiError({ status: 0, code: NETWORK_ERROR }).problem).toEqual({});
  });
});

// Under Node 24, Response#blob() builds jsdom's Blob, which has no text() (decision 0011); jsdom's
// FileReader reads it. Node 20 hands back Node's own Blob, which jsdom's FileReader refuses.
function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

describe('api client: server-relative URLs in answers', () => {
  const answer = {
    video: { posterUrl: '/api/rest/videos/1/poster?exp=1&sig=a', route: '/course-1/app/videos' },
    body: '<p><img src="/api/rest/content/images/7.png" alt=""> <a href="/course-1/app/blog">blog</a></p>',
    external: 'https://elsewhere.example/api/x',
  };

  it('puts the campus server in front when the API is on another origin (native, failover)', async () => {
    const { api } = client(() => jsonOk(answer), { baseUrl: 'https://campus.example/api/rest' });
    await expect(api.get('/videos/1')).resolves.toEqual({
      video: { posterUrl: 'https://campus.example/api/rest/videos/1/poster?exp=1&sig=a', route: '/course-1/app/videos' },
      body: '<p><img src="https://campus.example/api/rest/content/images/7.png" alt=""> <a href="/course-1/app/blog">blog</a></p>',
      external: 'https://elsewhere.example/api/x',
    });
  });

  it("leaves them as they are when the API is this page's own", async () => {
    const relative = client(() => jsonOk(answer));
    await expect(relative.api.get('/videos/1')).resolves.toEqual(answer);
    const sameOrigin = client(() => jsonOk(answer), { baseUrl: `${window.location.origin}/api/rest` });
    await expect(sameOrigin.api.get('/videos/1')).resolves.toEqual(answer);
  });
});
