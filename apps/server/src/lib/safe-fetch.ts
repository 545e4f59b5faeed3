// An SSRF-safe HTTP GET for link previews (issue 7): only http/https, only PUBLIC unicast addresses
// (no loopback, private, link-local/metadata, CGNAT, ULA, multicast, reserved, nor those in any IPv6
// spelling: IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo; issue 12). The host name is resolved here, EVERY address it resolves to must be public, and the
// connection is pinned to the checked address (the `lookup` option), so DNS rebinding cannot swap it.
// Redirects are followed by hand (at most 3), each target checked again. 5 s for everything, at most
// 512 KiB of body, text/html only, no cookies or credentials. safePost sends web push messages
// (issue 16) with the same address checks and pinning, without following redirects.
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

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidrs = (ranges: readonly string[]): Cidr[] => ranges.map((range) => ipaddr.parseCIDR(range));

/**
 * IPv4 blocks that are never a public web server, checked on top of ipaddr.js's own classification
 * (its range() must also be 'unicast'), so a change there cannot open one of them.
 */
const NON_PUBLIC_IPV4 = cidrs([
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 broadcast
]);

/** Public IPv6 lives in global unicast 2000::/3; everything outside it is refused outright. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** The NAT64 well-known prefix: an IPv4 address in the last 32 bits, judged as that address. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** Blocks inside 2000::/3 that are not public or that tunnel to an IPv4 address of their choosing. */
const NON_PUBLIC_GLOBAL_IPV6 = cidrs([
  '2001::/23', // IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID …
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4, embeds any IPv4 address
  '3fff::/20', // documentation
]);

const inAny = (address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly Cidr[]): boolean =>
  ranges.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits));

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !inAny(address, NON_PUBLIC_IPV4);
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.match(NAT64)) {
    const [high = 0, low = 0] = address.parts.slice(6);
    return isPublicIPv4(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]));
  }
  // An allowlist: global unicast, ipaddr.js sees nothing special in it, and none of the blocks above.
  // So ::/96 (IPv4-compatible), ::1, ::, fc00::/7, fe80::/10, fec0::/10 and ff00::/8 never pass.
  return address.match(GLOBAL_UNICAST) && address.range() === 'unicast' && !inAny(address, NON_PUBLIC_GLOBAL_IPV6);
}

/**
 * True only for a public unicast address. IPv4: ipaddr.js range() 'unicast' outside every special
 * block. IPv6: inside 2000::/3 and outside every special block; IPv4-mapped (::ffff:a.b.c.d) and NAT64
 * (64:ff9b::a.b.c.d) addresses are judged as the IPv4 inside. Anything that does not parse as a plain
 * address is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const normalized = normalizeAddress(ip);
  if (normalized === undefined) return false;
  const parsed = ipaddr.parse(normalized);
  return parsed.kind() === 'ipv4' ? isPublicIPv4(parsed as ipaddr.IPv4) : isPublicIPv6(parsed as ipaddr.IPv6);
}

/**
 * An IPv6 literal as the WHATWG URL parser writes it (lower-case hex, embedded IPv4 in hex): ipaddr.js
 * reads `::a.b.c.d` (IPv4-compatible) as if it were `::ffff:a.b.c.d` (IPv4-mapped), the hex form it
 * reads as written.
 */
function canonicalIPv6(literal: string): string | undefined {
  try {
    const host = new URL(`http://[${literal}]/`).hostname;
    return host.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** The canonical form of an address (IPv4-mapped IPv6 as IPv4), or undefined if it is not one. */
export function normalizeAddress(ip: string): string | undefined {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // Strict forms only: four-part decimal IPv4 or an IPv6 literal (no zone ids, no octal/hex shorthands).
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare).toString();
  if (bare.includes('%') || !ipaddr.IPv6.isValid(bare)) return undefined;
  const canonical = canonicalIPv6(bare);
  if (canonical === undefined || !ipaddr.IPv6.isValid(canonical)) return undefined;
  const parsed = ipaddr.IPv6.parse(canonical);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address().toString() : parsed.toString();
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

/** A request other than the default GET of an HTML page (safePost). */
interface RequestInit {
  method: 'POST';
  headers: Record<string, string>;
  body: Buffer;
}

function request(target: Target, options: SafeFetchOptions, signal: AbortSignal, init?: RequestInit): Promise<IncomingMessage> {
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
        method: init?.method ?? 'GET',
        lookup: pinnedLookup(target.address, target.family),
        headers: init
          ? { ...init.headers, 'accept-encoding': 'identity', 'user-agent': options.userAgent ?? 'CampusPush/1.0' }
          : {
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
    outgoing.end(init?.body);
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

export interface SafePostResult {
  status: number;
  /** The answer's body as text, cut at maxBytes (push services answer with short error texts). */
  body: string;
}

/**
 * POSTs a body to a URL with the same checks as safeFetch (http/https only, no credentials, every address
 * of the host public unless the test-only allowAddress lets it through, the connection pinned to the
 * checked address). Used for web push (modules/notifications): the endpoint is a URL a user gave us.
 * Redirects are not followed (a push service answers, it does not redirect). Any status is returned;
 * throws UnsafeUrlError for a refused URL and FetchFailedError for timeouts and network errors.
 */
export async function safePost(
  rawUrl: string,
  init: { headers: Record<string, string>; body: Buffer },
  options: SafeFetchOptions = {},
): Promise<SafePostResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? 16 * 1024;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const { signal } = controller;
  try {
    const target = await checkTarget(rawUrl, options, signal);
    const response = await request(target, options, signal, { method: 'POST', headers: init.headers, body: init.body });
    const status = response.statusCode ?? 0;
    const { bytes } = await readBody(response, maxBytes, signal);
    return { status, body: bytes.toString('utf8') };
  } catch (error) {
    if (signal.aborted && !(error instanceof UnsafeUrlError)) throw new FetchFailedError('timeout', 'The push service took too long to answer.');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
