#!/usr/bin/env node
// Bundle budget of ARCHITECTURE.md §6, measured on the production build (apps/web/dist):
//   initial JS (entry + its static imports) ≤ 210 KB gzip, each lazy route chunk ≤ 100 KB gzip
//   (counting only what it adds beyond the initial JS), all CSS ≤ 40 KB gzip.
// Prints the figures and exits non-zero when a budget is exceeded.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGET = { initialJs: 210 * KB, lazyChunk: 100 * KB, css: 40 * KB };
/**
 * Lazy chunks with a budget of their own, each with its decision record. The rich-text editor loads when
 * an editor opens (not with a route); tiptap + ProseMirror alone are ~93 KB gzip. See
 * docs/decisions/0004-rich-text-editor-budget.md.
 */
const LAZY_EXCEPTIONS = {
  'src/components/rich-text/rich-text-editor.tsx': 140 * KB,
  'src/components/rich-text/rich-text-extensions.ts': 140 * KB,
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Every chunk file reachable through static imports from the given manifest keys. */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error('no entry chunk in the manifest');
  process.exit(1);
}
const initialFiles = staticClosure(entries.map(([key]) => key));
const initialJs = [...initialFiles].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);

const failures = [];
console.log(`initial JS: ${kb(initialJs)} gzip (budget ${kb(BUDGET.initialJs)})`);
if (initialJs > BUDGET.initialJs) failures.push(`initial JS ${kb(initialJs)} > ${kb(BUDGET.initialJs)}`);

const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
for (const key of [...lazyKeys].sort()) {
  const added = [...staticClosure([key])].filter((file) => file.endsWith('.js') && !initialFiles.has(file));
  const size = added.reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = LAZY_EXCEPTIONS[key] ?? BUDGET.lazyChunk;
  const over = size > budget;
  const note = budget === BUDGET.lazyChunk ? '' : ` (own budget ${kb(budget)})`;
  console.log(`lazy ${key}: ${kb(size)} gzip${note}${over ? '  OVER BUDGET' : ''}`);
  if (over) failures.push(`lazy chunk ${key} ${kb(size)} > ${kb(budget)}`);
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
const cssFiles = listFiles(dist).filter((file) => file.endsWith('.css'));
const css = cssFiles.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
console.log(`CSS: ${kb(css)} gzip in ${cssFiles.length} file(s) (budget ${kb(BUDGET.css)})`);
if (css > BUDGET.css) failures.push(`CSS ${kb(css)} > ${kb(BUDGET.css)}`);

if (failures.length > 0) {
  console.error(`bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');
