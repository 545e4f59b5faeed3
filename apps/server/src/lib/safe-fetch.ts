// An SSRF-safe HTTP GET for link previews (issue 7): only http/https, only PUBLIC unicast addresses
// (no loopback, private, link-local/metadata, CGNAT, ULA, multicast, reserved, IPv4-mapped forms of
// those …). The host name is resolved here, EVERY address it resolves to must be public, and the
// connection is pinned to the checked address (the `lookup` option), so DNS rebinding cannot swap it.
// Redirects are followed by hand (at most 3), each target checked again. 5 s for everything, at most
// 512 KiB of body, text/html only, no cookies or credentials.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 5_000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
} as const;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (dns.lookup with all: true by default). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** A resolver instead of the system's (tests). */
  resolve?: Resolver;
  /**
   * TEST ONLY: lets an address through that is not public (e.g. a 127.0.0.1 test server). Routes never
   * pass it.
   */
  allowAddress?: (ip: string) => boolean;
  /** Sent as User-Agent. */
  userAgent?: string;
}

export interface SafeFetchResult {
  /** The URL finally fetched (after redirects). */
  url: string;
  status: number;
  contentType: string;
  /** The body decoded as text (charset of the response, else UTF-8), cut at maxBytes. */
  body: string;
  truncated: boolean;
}

export type UnsafeUrlReason = 'invalid_url' | 'scheme' | 'credentials' | 'not_public' | 'unresolvable';
export type FetchFailureReason = 'timeout' | 'network' | 'status' | 'content_type' | 'too_many_redirects';

/** The URL may not be fetched: not http(s), or its host is (or resolves to) a non-public address. */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
  constructor(
    readonly reason: UnsafeUrlReason,
    message: string,
  ) {
    super(message);
  }
}

/** The URL was allowed but fetching it failed. */
export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError';
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
  ) {
    super(message);
  }
}

// fec0::/10 (deprecated site-local) is not unicast in ipaddr.js either; listed for the reader.
const PUBLIC_RANGE = 'unicast';

/**
 * True only for a public unicast address: ipaddr.js range() is 'unicast' (for IPv6 that is global
 * unicast outside every special-purpose block); an IPv4-mapped IPv6 address is judged as its IPv4.
 * Anything that does not parse as a plain address is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const normalized = normalizeAddress(ip);
  if (normalized === undefined) return false;
  return ipaddr.parse(normalized).range() === PUBLIC_RANGE;
}

/** The canonical form of an address (IPv4-mapped IPv6 as IPv4), or undefined if it is not one. */
export function normalizeAddress(ip: string): string | undefined {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // Strict forms only: four-part decimal IPv4 or an IPv6 literal (no zone ids, no octal/hex shorthands).
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) parsed = ipaddr.IPv4.parse(bare);
  else if (ipaddr.IPv6.isValid(bare) && !bare.includes('%')) parsed = ipaddr.IPv6.parse(bare);
  else return undefined;
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  }
  return parsed.toString();
}

const systemResolver: Resolver = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

interface Target {
  url: URL;
  /** The checked address the connection is pinned to. */
  address: string;
  family: 4 | 6;
}

/** Parses and checks a URL: http/https, no credentials, every address of the host public. */
async function checkTarget(raw: string | URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('invalid_url', 'The address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeUrlError('scheme', 'Only http and https addresses are fetched.');
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError('credentials', 'Addresses with a user name or password are not fetched.');

  const allowed = (ip: string): boolean => isPublicAddress(ip) || (options.allowAddress?.(ip) ?? false);
  // The WHATWG parser already turned decimal, octal and hex IPv4 forms (http://2130706433) into dotted quads.
  const literal = normalizeAddress(url.hostname);
  if (literal !== undefined) {
    if (!allowed(literal)) throw new UnsafeUrlError('not_public', 'The address is not a public internet address.');
    return { url, address: literal, family: literal.includes(':') ? 6 : 4 };
  }

  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable((options.resolve ?? systemResolver)(url.hostname), signal);
  } catch (error) {
    if (signal.aborted) throw new FetchFailedError('timeout', 'The page took too long to answer.');
    throw new UnsafeUrlError('unresolvable', `The host name could not be resolved${error instanceof Error ? ` (${error.message})` : ''}.`);
  }
  if (addresses.length === 0) throw new UnsafeUrlError('unresolvable', 'The host name has no address.');
  const checked: ResolvedAddress[] = [];
  for (const entry of addresses) {
    const normalized = normalizeAddress(entry.address);
    // One private address among public ones is enough to refuse: the host is not simply public.
    if (normalized === undefined || !allowed(normalized)) throw new UnsafeUrlError('not_public', 'The host name resolves to an address that is not public.');
    checked.push({ address: normalized, family: normalized.includes(':') ? 6 : 4 });
  }
  const first = checked[0] as ResolvedAddress;
  return { url, address: first.address, family: first.family };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A lookup that always answers the checked address (Node asks with all: true when it races families). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(target: Target, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        // The name stays the host name (Host header, TLS SNI and certificate check); the socket goes to
        // the checked address through the pinned lookup. IP literals are connected to as they are.
        hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        lookup: pinnedLookup(target.address, target.family),
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'identity',
          'user-agent': options.userAgent ?? 'CampusLinkPreview/1.0',
        },
        agent: false,
        signal,
      },
      resolve,
    );
    outgoing.on('error', (error) => {
      if (signal.aborted) reject(new FetchFailedError('timeout', 'The page took too long to answer.'));
      else reject(new FetchFailedError('network', `The page could not be fetched (${error.message}).`));
    });
    outgoing.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** True for text/html (parameters aside). */
export function isHtmlContentType(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'text/html';
}

function charsetOf(contentType: string): string {
  const match = /;\s*charset\s*=\s*"?([A-Za-z0-9._:-]+)"?/i.exec(contentType);
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

function decode(bytes: Buffer, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      if (total + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(buffer);
      total += buffer.length;
    }
  } catch (error) {
    if (signal.aborted) throw new FetchFailedError('timeout', 'The page took too long to answer.');
    throw new FetchFailedError('network', `The page could not be read (${error instanceof Error ? error.message : 'error'}).`);
  } finally {
    response.destroy();
  }
  return { bytes: Buffer.concat(chunks), truncated };
}

/**
 * GETs an HTML page from a public address. Throws UnsafeUrlError when the URL (or a redirect) points at
 * something not public or not http(s), FetchFailedError for timeouts, network errors, non-2xx answers,
 * non-HTML bodies and too many redirects.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const { signal } = controller;
  try {
    let next: string | URL = rawUrl;
    for (let hop = 0; ; hop += 1) {
      const target = await checkTarget(next, options, signal);
      const response = await request(target, options, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        const location = headerText(response.headers.location);
        response.destroy();
        if (location === '') throw new FetchFailedError('status', `The page answered ${status} without a location.`);
        if (hop >= maxRedirects) throw new FetchFailedError('too_many_redirects', `More than ${maxRedirects} redirects.`);
        try {
          next = new URL(location, target.url);
        } catch {
          throw new UnsafeUrlError('invalid_url', 'The page redirected to an invalid address.');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchFailedError('status', `The page answered ${status}.`);
      }
      const contentType = headerText(response.headers['content-type']);
      if (!isHtmlContentType(contentType)) {
        response.destroy();
        throw new FetchFailedError('content_type', 'The address is not an HTML page.');
      }
      const { bytes, truncated } = await readBody(response, maxBytes, signal);
      return { url: target.url.toString(), status, contentType, body: decode(bytes, contentType), truncated };
    }
  } catch (error) {
    if (signal.aborted && !(error instanceof UnsafeUrlError)) throw new FetchFailedError('timeout', 'The page took too long to answer.');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
