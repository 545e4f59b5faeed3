// The SSRF guard of link previews: the address classifier over a table, and real requests against a
// 127.0.0.1 test server (let through only with the test-only allowAddress) for the refusals, the pinned
// connection and the redirect, size, type and time limits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailedError, isPublicAddress, normalizeAddress, safeFetch, safePost, UnsafeUrlError, type Resolver, type SafeFetchOptions } from './safe-fetch.ts';

describe('isPublicAddress', () => {
  it.each([
    // IPv4 public unicast
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['93.184.216.34', true],
    ['185.199.108.153', true],
    ['100.63.255.255', true],
    ['100.128.0.1', true],
    ['172.15.255.255', true],
    ['172.32.0.1', true],
    ['11.0.0.1', true],
    // IPv4 not public
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['169.254.0.1', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['192.0.2.1', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['198.18.0.1', false],
    // IPv6 public
    ['2606:4700:4700::1111', true],
    ['2001:4860:4860::8888', true],
    ['2a00:1450:4001:82a::200e', true],
    // IPv6 not public
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['febf::1', false],
    ['fc00::1', false],
    ['fd12:3456:789a::1', false],
    ['ff02::1', false],
    ['fec0::1', false],
    ['2001:db8::1', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::1', false],
    ['100::1', false],
    // IPv4-mapped IPv6: judged as the IPv4 inside
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['[::1]', false],
    // IPv4-compatible IPv6 (::/96, deprecated): never public, whatever is inside (issue 12, finding 7)
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['[::7f00:1]', false],
    ['::a00:1', false],
    ['::8.8.8.8', false],
    ['::808:808', false],
    ['::ffff:0:7f00:1', false],
    // NAT64 (64:ff9b::/96): judged by the IPv4 inside; the local-use prefix never
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::8.8.8.8', true],
    ['64:ff9b:1::8.8.8.8', false],
    // 6to4 and Teredo tunnels embed IPv4 addresses: never public
    ['2002:a00:1::1', false],
    ['2002:808:808::1', false],
    ['2001::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    // other special IPv6
    ['fe80::1', false],
    ['fec0::1', false],
    ['ff0e::1', false],
    ['2001:db8:1::1', false],
    ['3fff::1', false],
    ['2001:2::1', false],
    ['4000::1', false],
    ['::2', false],
    // IPv4 special ranges
    ['192.0.0.8', false],
    ['198.19.255.255', false],
    ['100.64.0.0', false],
    ['172.31.0.1', false],
    ['223.255.255.255', true],
    // not plain addresses at all
    ['2130706433', false],
    ['0177.0.0.1', false],
    ['0x7f.0.0.1', false],
    ['127.1', false],
    ['localhost', false],
    ['fe80::1%eth0', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('normalizes mapped addresses to IPv4', () => {
    expect(normalizeAddress('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(normalizeAddress('[2001:4860:4860:0:0:0:0:8888]')).toBe('2001:4860:4860::8888');
  });
});

// ---- a local test server ----

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const handlers = new Map<string, Handler>();
const seenHosts: string[] = [];
let server: http.Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seenHosts.push(request.headers.host ?? '');
    const handler = handlers.get(request.url ?? '');
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const html = (body: string | Buffer, type = 'text/html; charset=utf-8'): Handler => (_req, res) => res.writeHead(200, { 'content-type': type }).end(body);
  const redirect = (location: string): Handler => (_req, res) => res.writeHead(302, { location }).end();
  handlers.set('/page', html('<html><head><title>Hello</title></head></html>'));
  handlers.set('/latin1', html(Buffer.from('<title>Caf\u00e9</title>', 'latin1'), 'text/html; charset=iso-8859-1'));
  handlers.set('/json', html('{"a":1}', 'application/json'));
  handlers.set('/svg', html('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'));
  handlers.set('/error', (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('boom'));
  handlers.set('/big', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<title>Big</title>${'x'.repeat(2 * 1024 * 1024)}`);
  });
  handlers.set('/slow', () => {
    // never answers; the client's deadline ends it
  });
  handlers.set('/to-page', redirect('/page'));
  handlers.set('/to-loopback', redirect(`http://127.0.0.1:${port}/page`));
  handlers.set('/to-private', redirect('http://10.0.0.1/'));
  handlers.set('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
  handlers.set('/to-file', redirect('file:///etc/passwd'));
  handlers.set('/loop', redirect('/loop'));
  handlers.set('/chain1', redirect('/chain2'));
  handlers.set('/chain2', redirect('/chain3'));
  handlers.set('/chain3', redirect('/page'));
  handlers.set('/push', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'text/plain' }).end(`${request.method} ${request.headers['content-encoding'] ?? ''} ${Buffer.concat(chunks).toString('hex')}`);
    });
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Lets exactly the loopback test server through (tests only). */
const LOCAL: SafeFetchOptions = { allowAddress: (ip) => ip === '127.0.0.1' };

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason as Error,
  );
  return error;
}

describe('safeFetch refuses what is not public', () => {
  it.each([
    ['loopback with the live port', () => `http://127.0.0.1:${port}/page`],
    ['IPv6 loopback', () => `http://[::1]:${port}/page`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['localhost (resolved by the system)', () => `http://localhost:${port}/page`],
    ['a decimal IP', () => `http://2130706433:${port}/page`],
    ['an octal IP', () => `http://0177.0.0.1:${port}/page`],
    ['a hex IP', () => `http://0x7f000001:${port}/page`],
    ['a short IP', () => `http://127.1:${port}/page`],
    ['0.0.0.0', () => `http://0.0.0.0:${port}/page`],
    ['a private address', () => 'http://10.0.0.1/'],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/page`],
    ['an IPv4-compatible loopback', () => `http://[::127.0.0.1]:${port}/page`],
    ['an IPv4-compatible loopback in hex', () => `http://[::7f00:1]:${port}/page`],
    ['a NAT64 loopback', () => `http://[64:ff9b::7f00:1]:${port}/page`],
    ['a 6to4 private address', () => `http://[2002:c0a8:1::1]:${port}/page`],
    ['a Teredo address', () => `http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]:${port}/page`],
    ['a hex short IP', () => `http://0x7f.1:${port}/page`],
  ])('%s', async (_label, url) => {
    const error = await refusal(safeFetch(url()));
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect((error as UnsafeUrlError).reason).toBe('not_public');
    expect(seenHosts).toEqual([]);
  });

  it.each(['file:///etc/passwd', 'ftp://example.org/', 'gopher://example.org/', 'javascript:alert(1)', 'data:text/html,hi', 'not a url'])(
    'refuses %s by scheme',
    async (url) => {
      const error = await refusal(safeFetch(url));
      expect(error).toBeInstanceOf(UnsafeUrlError);
      expect(['scheme', 'invalid_url']).toContain((error as UnsafeUrlError).reason);
    },
  );

  it('refuses credentials in the URL', async () => {
    const error = await refusal(safeFetch(`http://user:pass@127.0.0.1:${port}/page`, LOCAL));
    expect((error as UnsafeUrlError).reason).toBe('credentials');
  });

  it('refuses a public-looking host name that resolves to loopback', async () => {
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const error = await refusal(safeFetch(`http://www.example.com:${port}/page`, { resolve }));
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect((error as UnsafeUrlError).reason).toBe('not_public');
  });

  it('refuses a host name with one private address among public ones', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:10.0.0.5', family: 6 },
    ];
    const error = await refusal(safeFetch('http://mixed.example.com/', { resolve }));
    expect((error as UnsafeUrlError).reason).toBe('not_public');
  });

  it('refuses a redirect from an allowed server to loopback (each hop checked again)', async () => {
    let checks = 0;
    const firstHopOnly: SafeFetchOptions = { allowAddress: (ip) => ip === '127.0.0.1' && checks++ === 0 };
    const error = await refusal(safeFetch(`${base}/to-loopback`, firstHopOnly));
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect(checks).toBe(2);
  });

  it.each(['/to-private', '/to-metadata'])('refuses a redirect %s', async (pathName) => {
    const error = await refusal(safeFetch(`${base}${pathName}`, LOCAL));
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect((error as UnsafeUrlError).reason).toBe('not_public');
  });

  it('refuses a redirect to another scheme', async () => {
    const error = await refusal(safeFetch(`${base}/to-file`, LOCAL));
    expect((error as UnsafeUrlError).reason).toBe('scheme');
  });
});

describe('safeFetch fetches (through the test-only escape hatch)', () => {
  it('reads an HTML page', async () => {
    const page = await safeFetch(`${base}/page`, LOCAL);
    expect(page).toMatchObject({ status: 200, url: `${base}/page`, truncated: false });
    expect(page.body).toContain('<title>Hello</title>');
  });

  it('connects to the checked address while keeping the host name (pinned lookup)', async () => {
    const resolve: Resolver = async (hostname) => (hostname === 'preview.test' ? [{ address: '127.0.0.1', family: 4 }] : []);
    seenHosts.length = 0;
    const page = await safeFetch(`http://preview.test:${port}/page`, { ...LOCAL, resolve });
    expect(page.body).toContain('Hello');
    expect(seenHosts).toEqual([`preview.test:${port}`]);
    seenHosts.length = 0;
  });

  it('decodes the declared charset', async () => {
    expect((await safeFetch(`${base}/latin1`, LOCAL)).body).toContain('Café');
  });

  it('follows up to 3 redirects and no more', async () => {
    expect((await safeFetch(`${base}/to-page`, LOCAL)).url).toBe(`${base}/page`);
    expect((await safeFetch(`${base}/chain1`, LOCAL)).url).toBe(`${base}/page`);
    const error = await refusal(safeFetch(`${base}/loop`, LOCAL));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as FetchFailedError).reason).toBe('too_many_redirects');
  });

  it.each([
    ['/json', 'content_type'],
    ['/svg', 'content_type'],
    ['/error', 'status'],
    ['/missing', 'status'],
  ])('fails %s with %s', async (pathName, reason) => {
    const error = await refusal(safeFetch(`${base}${pathName}`, LOCAL));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as FetchFailedError).reason).toBe(reason);
  });

  it('cuts the body at the cap', async () => {
    const page = await safeFetch(`${base}/big`, LOCAL);
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.body)).toBe(512 * 1024);
    expect(page.body.startsWith('<title>Big</title>')).toBe(true);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const error = await refusal(safeFetch(`${base}/slow`, { ...LOCAL, timeoutMs: 300 }));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as FetchFailedError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('safePost (web push)', () => {
  const body = { headers: { 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream' }, body: Buffer.from([1, 2, 3]) };

  it('refuses loopback, private and metadata addresses and names resolving to them, before connecting', async () => {
    for (const url of [`${base}/push`, 'https://10.0.0.1/push', 'https://169.254.169.254/push', 'https://[::1]/push']) {
      const error = await refusal(safePost(url, body));
      expect(error, url).toBeInstanceOf(UnsafeUrlError);
    }
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const error = await refusal(safePost(`http://push.example.com:${port}/push`, body, { resolve }));
    expect(error).toBeInstanceOf(UnsafeUrlError);
    expect((error as UnsafeUrlError).reason).toBe('not_public');
    expect(seenHosts).not.toContain(`push.example.com:${port}`);
  });

  it('POSTs the body with its headers and returns any status (through the test-only escape hatch)', async () => {
    const result = await safePost(`${base}/push`, body, LOCAL);
    expect(result).toEqual({ status: 201, body: 'POST aes128gcm 010203' });
    const missing = await safePost(`${base}/gone`, body, LOCAL);
    expect(missing.status).toBe(404);
  });

  it('does not follow redirects', async () => {
    const result = await safePost(`${base}/to-metadata`, body, LOCAL);
    expect(result.status).toBe(302);
  });
});
