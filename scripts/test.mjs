// `npm test`: every check of the project (README, "Die zwei Befehle"; docs/tests.md). The tools come first (Chromium,
// faketime, PostgreSQL from Debian's packages where they are missing: one apt at a time). Then, on two cores, ESLint,
// Jest (two workers) and the production build run side by side; tsc waits for the build, whose route types
// (typedRoutes) it checks too, and the build skips its own type check (the same program, less the test files).
// Playwright starts when all of them are done: run beside Jest, its journeys lost more than Jest gained (836 s in all
// against 881 s with Jest's single worker first, and Jest's two workers alone take 62 s against 116 s). Each step's
// output is printed whole when it ends (Playwright's as it comes); the table at the end gives each step's time and the
// machine's load.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

// As playwright.config.ts names it (importing the config would load TypeScript here).
const E2E_REPORT = 'test-results/e2e-report.json';
const started = Date.now();
const rows = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const load = () => loadavg()[0].toFixed(1);

/** Runs `command` (its output held back until it ends); resolves whether it passed. */
function step(name, command, env = {}) {
  const begin = Date.now();
  const loadBefore = load();
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const time = Date.now() - begin;
      rows.push({ name, time, from: (begin - started) / 1000, load: `${loadBefore} → ${load()}`, ok });
      process.stdout.write(`\n── ${name} (${command.join(' ')}): ${ok ? 'ok' : `FEHLER (${signal ?? code})`}, ${seconds(time)} ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

/** Runs `command` with its output as it comes (Playwright's list of tests). */
function live(name, command) {
  const begin = Date.now();
  const loadBefore = load();
  process.stdout.write(`\n── ${name} (${command.join(' ')}) ──\n`);
  return new Promise((resolve) => {
    const [program, ...args] = command;
    spawn(program, args, { stdio: 'inherit' }).on('close', (code) => {
      rows.push({ name, time: Date.now() - begin, from: (begin - started) / 1000, load: `${loadBefore} → ${load()}`, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

/** Per spec file: tests, the sum of their times (both workers) and from its first start to its last end. */
function specTable() {
  let report;
  try {
    report = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
  } catch {
    return;
  }
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const result of spec.tests.flatMap((t) => t.results)) {
        const file = files.get(spec.file) ?? { tests: 0, ms: 0, first: Infinity, last: 0, retries: 0 };
        const start = Date.parse(result.startTime);
        Object.assign(file, { tests: file.tests + 1, ms: file.ms + result.duration, first: Math.min(file.first, start), last: Math.max(file.last, start + result.duration) });
        if (result.retry > 0) file.retries += 1;
        files.set(spec.file, file);
      }
    }
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  const { expected, unexpected, flaky, skipped } = report.stats;
  console.log(`\nPlaywright je Spec (Summe der Testzeiten aller Worker; Spanne vom ersten Start bis zum letzten Ende): ${expected} bestanden, ${unexpected} fehlgeschlagen, ${flaky} erst im zweiten Versuch, ${skipped} übersprungen`);
  for (const [file, f] of [...files].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`  ${file.padEnd(28)} ${String(f.tests).padStart(3)} Tests  ${seconds(f.ms).padStart(6)}  Spanne ${seconds(f.last - f.first).padStart(6)}${f.retries ? `  ${f.retries} Wiederholung(en)` : ''}`);
  }
}

function table() {
  console.log(`\nZeiten (Beginn nach Start, Dauer, Last der letzten Minute vorher → nachher), ${seconds(Date.now() - started)} insgesamt:`);
  for (const row of rows) console.log(`  ${row.ok ? ' ' : '✘'} ${row.name.padEnd(22)} ab ${String(Math.round(row.from)).padStart(4)} s  ${seconds(row.time).padStart(6)}  Last ${row.load}`);
}

if (!(await step('Werkzeuge', ['sh', '-c', 'node scripts/ensure-e2e-tools.mjs && node scripts/ensure-postgres.mjs']))) {
  table();
  process.exit(1);
}

const ok = (await Promise.all([
  step('ESLint', ['npm', 'run', '--silent', 'lint']),
  step('Jest', ['npx', 'jest', '--maxWorkers=2']),
  // The build's own type check would repeat tsc's: TYPES_CHECKED_BY_TSC=1 leaves it to tsc right after, which then
  // finds the build's route types (`npm run typecheck` makes them itself with `next typegen`).
  // With the example creditor identifier the journeys book by SEPA (playwright.config.ts gives the servers the same).
  step('Produktionsbuild', ['npm', 'run', '--silent', 'build'], { TYPES_CHECKED_BY_TSC: '1', TURBOPACK_BUILD_CACHE: '0', SEPA_CREDITOR_ID: process.env.SEPA_CREDITOR_ID ?? 'DE98ZZZ09999999999' }).then(
    (built) => built && step('TypeScript', ['tsc', '--noEmit']),
  ),
])).every(Boolean);
const e2e = ok && (await live('Playwright', ['npx', 'playwright', 'test']));

// The table per spec after Playwright ran, also when a test failed (it reads the report Playwright wrote).
if (ok) specTable();
table();
if (!ok) console.error('\nEin Schritt ist fehlgeschlagen (siehe oben); Playwright läuft nur, wenn alle vorigen bestanden haben.');
process.exit(ok && e2e ? 0 : 1);
