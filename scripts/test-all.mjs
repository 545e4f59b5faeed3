#!/usr/bin/env node
// Runs every test tier and prints one plain total: `N passed, N failed` (`, N skipped` when any were).
// Each tier keeps running after an earlier one failed so that the total tells the whole story.
//
//   node scripts/test-all.mjs                      lint, typecheck, unit + server, build, bundle, native, e2e
//   node scripts/test-all.mjs --steps server       only the server suite (CI runs it on PostgreSQL)
//   node scripts/test-all.mjs --summary FILE       also write the counts as JSON to FILE
//
// With TEST_DATABASE_URL set (CI sets it), the server suite runs once, on that PostgreSQL server, and on
// the embedded PGlite only the files that are about PGlite or must hold on both drivers (PGLITE_ALSO).
// Without it, every server test runs on PGlite, as on a machine with no PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

const args = process.argv.slice(2);
const argValue = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ALL_STEPS = ['lint', 'typecheck', 'unit', 'build', 'bundle', 'native', 'e2e'];
const steps = (argValue('--steps') ?? ALL_STEPS.join(',')).split(',');
const summaryFile = argValue('--summary');

/** Server test files that run on PGlite too when the suite itself runs on PostgreSQL (Vitest path filters). */
const PGLITE_ALSO = [
  'src/seed/', // the demo seed as `npm start` writes it
  'src/server.test', // start, readiness and shutdown of the embedded default
  'src/worker.test',
  'src/cli/', // `npm run campus` against the data directory
  'src/jobs/', // the job queue's claiming and wake-ups
  'src/realtime/', // the in-process hub
  'src/test/authz-', // who may do what (the matrix, across campuses, before validation), on both drivers
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

const startedAt = Date.now();
let stepStartedAt = startedAt;

function record(name, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped ?? 0;
  const seconds = Math.round((Date.now() - stepStartedAt) / 1000);
  stepStartedAt = Date.now();
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${seconds} s)`);
}

/** A step that is one check: it passes or it fails. */
function check(name, command, commandArgs, env) {
  const ok = run(command, commandArgs, env);
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest with its JSON report; a run that produced no report counts as one failure. */
function vitest(name, vitestArgs, env) {
  const report = join(resultsDir, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const ok = run('npx', ['vitest', 'run', ...vitestArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  const json = readJson(report);
  if (!json) {
    record(name, { passed: 0, failed: 1 });
    return false;
  }
  const counts = {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
  // A suite file that failed to load has no tests but did fail.
  const brokenFiles = (json.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  counts.failed += brokenFiles;
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(name, counts);
  return ok;
}

function playwright() {
  const report = join(resultsDir, 'playwright.json');
  rmSync(report, { force: true });
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = readJson(report);
  if (!json?.stats) {
    record('e2e', { passed: 0, failed: 1 });
    return false;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  const counts = { passed: expected, failed: unexpected + flaky, skipped };
  if (!ok && counts.failed === 0) counts.failed = 1;
  record('e2e', counts);
  return ok;
}

let built = false;
for (const step of steps) {
  switch (step) {
    case 'lint':
      check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
      break;
    case 'typecheck':
      for (const project of ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench', 'apps/native']) {
        check(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
      }
      break;
    case 'unit':
      // Every Vitest project but `native`, which runs after the web build (its `cap copy` check needs it).
      vitest('unit', ['--project', 'shared', '--project', 'server', '--project', 'web']);
      if (process.env.TEST_DATABASE_URL) vitest('server on PGlite', ['--project', 'server', ...PGLITE_ALSO], { TEST_DATABASE_URL: '' });
      break;
    case 'native':
      // The Capacitor project (apps/native): config, generated Android/iOS projects, and the web build copied in.
      vitest('native', ['--project', 'native']);
      break;
    case 'server':
      vitest('server', ['--project', 'server']);
      if (process.env.TEST_DATABASE_URL) vitest('server on PGlite', ['--project', 'server', ...PGLITE_ALSO], { TEST_DATABASE_URL: '' });
      break;
    case 'build':
      built = check('build web', 'npm', ['run', 'build', '-w', '@campus/web']);
      break;
    case 'bundle':
      if (!built && !existsSync(join(root, 'apps/web/dist/.vite/manifest.json'))) {
        record('bundle', { passed: 0, failed: 1 });
        break;
      }
      check('bundle budget', 'node', ['scripts/check-bundle.mjs']);
      break;
    case 'e2e':
      playwright();
      break;
    default:
      console.error(`unknown step: ${step}`);
      record(step, { passed: 0, failed: 1 });
  }
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`  total time: ${Math.round((Date.now() - startedAt) / 1000)} s`);
if (summaryFile) writeFileSync(resolve(summaryFile), JSON.stringify(totals) + '\n');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
