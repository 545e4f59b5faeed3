// The one fetch wrapper for the REST API (spec §7 "Common behaviour", §8 error catalogue). It knows no
// framework: the router registers how to reach the error screen, the session how to renew a token.
import { API_VERSION, APP_TYPE, HEADERS, REST_BASE } from '@campus/shared';
// Types only from errors.ts: its runtime module builds zod schemas, which would pull zod into the
// initial bundle (ARCHITECTURE §6 budget); the status fallbacks come from its zod-free rules module.
import type { FieldError } from '@campus/shared';
import { errorCodeForStatus } from '@campus/shared/rules/errors';
import { getAccessToken } from './auth-storage.ts';
import { defaultApiBase } from './campus-server.ts';
import { foreignApiOrigin, serverUrlReviver } from './server-urls.ts';
import { getPlatforms } from './platform.ts';
import { isStudentMode } from './student-mode.ts';

/** Client-side code for a request that never got an HTTP answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** Client-side code for a success answer whose JSON body does not parse. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/** Statuses that send the user to /error, replacing history (spec §8). */
export const ERROR_SCREEN_STATUSES: readonly number[] = [403, 404, 500];

export class ApiError extends Error {
  readonly status: number;
  /** Stable SCREAMING_SNAKE code; the UI shows `t('errors.<code>')`. */
  readonly code: string;
  readonly detail: string | undefined;
  readonly errors: readonly FieldError[];
  /** The whole problem document, for extension members a feature understands (e.g. FAILOVER_API_URL). */
  readonly problem: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    code: string;
    title?: string;
    detail?: string;
    errors?: readonly FieldError[];
    problem?: Readonly<Record<string, unknown>>;
  }) {
    super(init.title ?? init.code);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.problem = init.problem ?? {};
  }
}

/**
 * Renews the session after the server refused a token (401). Resolves the token to retry with, or null
 * when the session cannot go on (the session then signs the user out).
 */
export interface Authenticator {
  renewAfterRejection(rejectedToken: string): Promise<string | null>;
}

/** What the error screen learns about the failure. */
export interface ErrorScreenState {
  status: number;
  code: string;
}

export type ErrorNavigator = (to: string, options: { replace: true; state: ErrorScreenState }) => void;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** Appended to the URL; arrays repeat the key (`type[]=a&type[]=b` when the key ends in `[]`). */
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** False for calls that must not carry the session (login, device registration). */
  authenticate?: boolean;
  /** False for calls whose failure the caller handles itself instead of the error screen. */
  redirectOnError?: boolean;
  /**
   * How to read a success body: JSON (default; anything else is INVALID_RESPONSE), text, a Blob (downloads)
   * or the unread body stream (`ReadableStream<Uint8Array>`, e.g. the real-time event stream).
   */
  responseType?: 'json' | 'text' | 'blob' | 'stream';
  /** Let the request outlive the page (fetch keepalive), for reports sent while it unloads. */
  keepalive?: boolean;
  /**
   * `api` (default): relative paths go beneath the API base. `host`: beneath the API host's root, for the
   * identity endpoints outside the REST base (`{host}/api/keycloak/...`, spec §7).
   */
  base?: 'api' | 'host';
  /**
   * For a public route that answers anonymously when the token it got no longer passes (GET /config): tells
   * from the JSON answer that the token was not taken. The token is then renewed once and the request repeated,
   * as after a 401 (a token that expired between the session's check and this request).
   */
  tokenNotTaken?: (body: unknown) => boolean;
}

export interface ApiClientOptions {
  /** API base for relative paths; defaults to the REST base on this origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getAccessToken?: () => string | null;
  isStudentMode?: () => boolean;
  getPlatforms?: () => readonly string[];
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** The router registers navigation to the error screen here; null unregisters. */
  setErrorNavigator(navigator: ErrorNavigator | null): void;
  /** The session registers token renewal here: a 401 is then renewed once and the request retried once. */
  setAuthenticator(authenticator: Authenticator | null): void;
  /** The configuration may name another API base (spec §4 web start-up). */
  setBaseUrl(baseUrl: string): void;
  getBaseUrl(): string;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Root of the API host: the origin of an absolute base, '' (this origin) for a relative one. */
export function hostOf(baseUrl: string): string {
  return ABSOLUTE_URL.test(baseUrl) ? new URL(baseUrl).origin : '';
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  let url = ABSOLUTE_URL.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (item === undefined || item === null) continue;
        search.append(key, String(item));
      }
    }
    const text = search.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] =>
    isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string'
      ? [{ path: item.path, message: item.message }]
      : [],
  );
}

/** Turns an error response into an ApiError; a problem+json body supplies code, detail and field errors. */
export async function parseErrorResponse(response: Response): Promise<ApiError> {
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown;
  // Both application/problem+json and application/json.
  if (/\bjson\b/i.test(contentType)) {
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
  }
  // Without a usable problem body (a proxy's HTML page, say) the status names the code.
  if (!isRecord(body)) return new ApiError({ status: response.status, code: errorCodeForStatus(response.status) });
  return new ApiError({
    status: response.status,
    code: typeof body.code === 'string' && body.code ? body.code : errorCodeForStatus(response.status),
    title: typeof body.title === 'string' ? body.title : undefined,
    detail: typeof body.detail === 'string' ? body.detail : undefined,
    errors: parseFieldErrors(body.errors),
    problem: body,
  });
}

async function parseBody(
  response: Response,
  responseType: RequestOptions['responseType'] = 'json',
  serverOrigin: string | null = null,
): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  if (responseType === 'stream') {
    if (response.body === null) throw new TypeError('no response body');
    return response.body;
  }
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return undefined;
  // An HTML page here means the request missed the API (e.g. an SPA fallback), not a valid answer.
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) throw new TypeError('not a JSON response');
  return serverOrigin === null ? JSON.parse(text) : JSON.parse(text, serverUrlReviver(serverOrigin));
}

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let baseUrl = options.baseUrl ?? REST_BASE;
  let errorNavigator: ErrorNavigator | null = null;
  let authenticator: Authenticator | null = null;
  const readToken = options.getAccessToken ?? getAccessToken;
  const readStudentMode = options.isStudentMode ?? isStudentMode;
  const readPlatforms = options.getPlatforms ?? getPlatforms;

  function headersFor(requestOptions: RequestOptions, token: string | null): Headers {
    const headers = new Headers({
      [HEADERS.appType]: APP_TYPE,
      [HEADERS.apiVersion]: String(API_VERSION),
      [HEADERS.apiPlatform]: readPlatforms().join(','),
      Accept: 'application/json',
    });
    if (requestOptions.body !== undefined && !(requestOptions.body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
    if (token) {
      headers.set(HEADERS.authorization, `Bearer ${token}`);
      headers.set(HEADERS.studentMode, readStudentMode() ? '1' : '0');
    }
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async function send(path: string, requestOptions: RequestOptions, token: string | null): Promise<Response> {
    const { body, signal } = requestOptions;
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const base = requestOptions.base === 'host' ? hostOf(baseUrl) : baseUrl;
    try {
      return await fetchImpl(buildUrl(base, path, requestOptions.query), {
        method: requestOptions.method ?? 'GET',
        headers: headersFor(requestOptions, token),
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
        ...(requestOptions.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      // A cancelled request is the caller's doing (e.g. TanStack Query); keep its AbortError.
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: NETWORK_ERROR, detail: error instanceof Error ? error.message : undefined });
    }
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const { signal } = requestOptions;
    const token = requestOptions.authenticate === false ? null : readToken();
    let response = await send(path, requestOptions, token);

    // An expired access token: renew it once (shared with every other request that hit the same 401)
    // and repeat this request once with the new token.
    if (response.status === 401 && token && authenticator) {
      const renewed = await authenticator.renewAfterRejection(token).catch(() => null);
      if (renewed) {
        void response.body?.cancel().catch(() => undefined);
        response = await send(path, requestOptions, renewed);
      }
    } else if (response.ok && token && authenticator && requestOptions.tokenNotTaken) {
      const answer: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (answer !== undefined && requestOptions.tokenNotTaken(answer)) {
        const renewed = await authenticator.renewAfterRejection(token).catch(() => null);
        if (renewed) {
          void response.body?.cancel().catch(() => undefined);
          response = await send(path, requestOptions, renewed);
        }
      }
    }

    if (!response.ok) {
      const error = await parseErrorResponse(response);
      if (requestOptions.redirectOnError !== false && ERROR_SCREEN_STATUSES.includes(error.status)) {
        errorNavigator?.('/error', { replace: true, state: { status: error.status, code: error.code } });
      }
      throw error;
    }
    try {
      const serverOrigin = foreignApiOrigin(hostOf(buildUrl(baseUrl, path)), pageOrigin());
      return (await parseBody(response, requestOptions.responseType, serverOrigin)) as T;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: response.status, code: INVALID_RESPONSE });
    }
  }

  return {
    request,
    get: (path, requestOptions) => request(path, { ...requestOptions, method: 'GET' }),
    post: (path, body, requestOptions) => request(path, { ...requestOptions, method: 'POST', body }),
    put: (path, body, requestOptions) => request(path, { ...requestOptions, method: 'PUT', body }),
    delete: (path, requestOptions) => request(path, { ...requestOptions, method: 'DELETE' }),
    setErrorNavigator(navigator) {
      errorNavigator = navigator;
    },
    setAuthenticator(next) {
      authenticator = next;
    },
    setBaseUrl(next) {
      baseUrl = next;
    },
    getBaseUrl: () => baseUrl,
  };
}

/** The app's client; features call `apiClient.get(...)` and friends. */
// Native builds call their configured campus server (lib/campus-server.ts); the web its own origin.
export const apiClient: ApiClient = createApiClient({ baseUrl: defaultApiBase() });
