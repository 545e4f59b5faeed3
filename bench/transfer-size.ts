// `npm run bench:transfer`: bytes on the wire for the first page load of the built web app (issue 15).
// Serves the Campus app (buildApp, NODE_ENV=production, PGlite in memory, apps/web/dist) on 127.0.0.1,
// fetches the app document and every script, module preload and stylesheet it names, once per
// Accept-Encoding (br, gzip, none), and counts the body bytes as they arrive (not decoded). Prints a
// table; run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { MEMORY_DATA_DIR, openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

interface Fetched {
  bytes: number;
  encoding: string;
}

function fetchRaw(origin: string, url: string, encoding: Encoding): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(url, origin), { headers: { 'accept-encoding': encoding, accept: 'text/html,*/*' } }, (response) => {
      if ((response.statusCode ?? 0) !== 200) {
        reject(new Error(`${url}: ${response.statusCode}`));
        response.resume();
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The files the browser loads before the first screen: entry script, module preloads, stylesheets. */
function initialAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<link[^>]*\srel="(?:stylesheet|modulepreload)"[^>]*\shref="([^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*\srel="(?:stylesheet|modulepreload)"/g)) urls.add(match[1] ?? '');
  urls.delete('');
  return [...urls].filter((url) => url.startsWith('/'));
}

async function main(): Promise<void> {
  const env = loadEnv({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: path.join('/tmp', 'campus-bench-transfer') });
  const indexFile = path.join(env.WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No web build at ${env.WEB_DIST_DIR}: run \`npm run build\` first.`);
  const html = readFileSync(indexFile, 'utf8');
  const assets = initialAssets(html);

  const database = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
  await runMigrations(database.connection);
  const app = await buildApp({ env, db: database.db, logger: createLogger({ level: 'silent' }) });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const rows: { file: string; sizes: Record<Encoding, Fetched> }[] = [];
    for (const file of ['/', ...assets]) {
      const sizes = {} as Record<Encoding, Fetched>;
      for (const encoding of ENCODINGS) sizes[encoding] = await fetchRaw(origin, file, encoding);
      rows.push({ file, sizes });
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const lines = ['| file | brotli | gzip | uncompressed |', '|---|---:|---:|---:|'];
    for (const { file, sizes } of rows) {
      lines.push(`| \`${file}\` | ${kb(sizes.br.bytes)} (${sizes.br.encoding}) | ${kb(sizes.gzip.bytes)} (${sizes.gzip.encoding}) | ${kb(sizes.identity.bytes)} |`);
    }
    const total = (encoding: Encoding) => rows.reduce((sum, row) => sum + row.sizes[encoding].bytes, 0);
    lines.push(`| **initial page (${rows.length} requests)** | **${kb(total('br'))}** | **${kb(total('gzip'))}** | **${kb(total('identity'))}** |`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
