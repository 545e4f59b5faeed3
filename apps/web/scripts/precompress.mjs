#!/usr/bin/env node
// Runs after `vite build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
// every text asset of dist/ so the server sends them as they are (@fastify/static `preCompressed`) instead
// of compressing on each request. index.html is left out: the server renders it per request (CSP nonce),
// a stored copy would be stale. A variant is kept only when it is smaller than the file itself.
// Usage: node scripts/precompress.mjs [distDir] (default: dist beside this script's package).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|webmanifest)$/;
const SKIPPED = new Set(['index.html']);
/** Below this a variant saves too little to be worth a second file (and a compressed answer's headers). */
const MIN_BYTES = 512;

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

export async function precompress(distDir) {
  const files = (await listFiles(distDir)).filter((file) => {
    const name = relative(distDir, file).split('\\').join('/');
    return COMPRESSIBLE.test(name) && !SKIPPED.has(name);
  });
  let original = 0;
  let brotliTotal = 0;
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    original += content.length;
    brotliTotal += Math.min(br.length, content.length);
    if (br.length < content.length) {
      await writeFile(`${file}.br`, br);
      written += 1;
    }
    if (gz.length < content.length) {
      await writeFile(`${file}.gz`, gz);
      written += 1;
    }
  }
  return { files: files.length, written, original, brotli: brotliTotal };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const result = await precompress(distDir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${result.written} variants of ${result.files} assets: ${kb(result.original)} → ${kb(result.brotli)} brotli`);
}
