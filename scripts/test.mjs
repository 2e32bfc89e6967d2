// `npm test`: every check of the project (README, "Die zwei Befehle"). On two cores the single-threaded checks (ESLint,
// tsc, Jest's one worker) run beside the production build, which leaves a core idle for much of its time; tsc waits
// for the build, whose route types (typedRoutes) it checks too, and the build skips its own type check (the same
// program, less the test files). Playwright runs last, alone, since it needs both cores. Each step's output is
// printed whole when it ends; the table at the end gives each step's time and the machine's load (README, "Zeiten").
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

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

/** Runs `npm run <script>` with its output as it comes (Playwright's list of tests). */
function live(name, script) {
  const begin = Date.now();
  const loadBefore = load();
  process.stdout.write(`\n── ${name} (npm run ${script}) ──\n`);
  return new Promise((resolve) => {
    spawn('npm', ['run', '--silent', script], { stdio: 'inherit' }).on('close', (code) => {
      rows.push({ name, time: Date.now() - begin, from: (begin - started) / 1000, load: `${loadBefore} → ${load()}`, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

function table() {
  console.log(`\nZeiten (Beginn nach Start, Dauer, Last der letzten Minute vorher → nachher), ${seconds(Date.now() - started)} insgesamt:`);
  for (const row of rows) console.log(`  ${row.ok ? ' ' : '✘'} ${row.name.padEnd(22)} ab ${String(Math.round(row.from)).padStart(4)} s  ${seconds(row.time).padStart(6)}  Last ${row.load}`);
}

const ok = (await Promise.all([
  step('ESLint', ['npm', 'run', '--silent', 'lint']),
  step('Jest', ['npm', 'run', '--silent', 'test:unit']),
  // The build's own type check would repeat tsc's: TYPES_CHECKED_BY_TSC=1 leaves it to tsc right after, which then
  // finds the build's route types (`npm run typecheck` makes them itself with `next typegen`).
  step('Produktionsbuild', ['npm', 'run', '--silent', 'build'], { TYPES_CHECKED_BY_TSC: '1' }).then((built) => built && step('TypeScript', ['tsc', '--noEmit'])),
])).every(Boolean);

if (!ok) {
  table();
  console.error('\nEin Schritt ist fehlgeschlagen (siehe oben); Playwright läuft erst, wenn alle bestanden haben.');
  process.exit(1);
}
const e2e = await live('Playwright', 'test:e2e');
table();
process.exit(e2e ? 0 : 1);
