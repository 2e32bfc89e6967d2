import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The Bundesbank's example creditor identifier: the journeys book by SEPA, which the site offers only with one (at build
 * for /booking, scripts/test.mjs builds with it; at run time for every server the specs start, which inherit it).
 */
export const E2E_CREDITOR_ID = (process.env.SEPA_CREDITOR_ID ??= 'DE98ZZZ09999999999');
/** The database the journeys' server writes enquiries to (SQLite); e2e/enquiry-request.ts reads it. */
// A new file each run (the id is set once here and inherited by the workers): trial seats of earlier runs would fill the dates.
export const E2E_DATABASE = `test-results/e2e-${(process.env.E2E_RUN_ID ??= String(Date.now()))}.db`;
const baseURL = `http://127.0.0.1:${PORT}`;
/** Every test's result and time, for the table scripts/test.mjs prints at the end of `npm test`. */
export const E2E_REPORT = 'test-results/e2e-report.json';

const BROWSER = {
  ...devices['Desktop Chrome'],
  // As a visitor who asked for less motion: on / the falling icons keep a headless browser without GPU at 0.7 to 0.8 of
  // a core for as long as the page is open (10 s idle: 7 to 8 CPU seconds, 0 with reduce), and six specs took 24 % less
  // time (medians of two interleaved runs, 198 s and 151 s). e2e/a11y.spec.ts checks every page with motion, as most
  // visitors see it; E2E_MOTION=1 runs every spec so.
  reducedMotion: process.env.E2E_MOTION ? ('no-preference' as const) : ('reduce' as const),
  launchOptions: {
    // Debian's chromium-headless-shell: the same Blink and V8 as its `chromium`, without the desktop browser's
    // compositor; measured over six specs (104 tests) it used a quarter less CPU. Every spec passes on either;
    // E2E_BROWSER=/usr/bin/chromium runs them on the full browser.
    executablePath: process.env.E2E_BROWSER ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: './e2e',
  // Screenshots and traces; the database (above) lives beside it and tests find their own entries by their email.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two for the specs that keep the two cores busy, one for the specs that wait on their servers' clocks (projects).
  // A third for the others was not faster from a fresh clone (667 s against 655 s) and timed out a page's network.
  workers: 3,
  // On a shared 2-core machine (two workers, two servers, two browsers) one load of the home page took up to 7 s and a
  // journey over three pages near 30 s; the limits leave room for that without hiding a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report gives `npm test` its time per spec file (scripts/test.mjs, docs/tests.md).
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL,
    // Recording a trace (screencast and DOM snapshots of every step) for every test costs CPU the other workers wait
    // for: facts.spec.ts took 15,159 CPU jiffies with it and 10,796 without (2 workers, 2026-11-28). A failed test is
    // retried in CI with its trace; locally: --trace=on.
    trace: 'on-first-retry',
    // Every journey starts as a returning visitor who chose 'Nur Notwendige' and has seen the switcher's intro, so
    // neither the cookie banner nor the bubble covers what it clicks. consent/audience/tracking specs start fresh.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'cookieConsent', value: 'essential' },
            { name: 'typeIntroShown', value: 'true' },
          ],
        },
      ],
    },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  },
  projects: [
    // The trial lifecycle's servers live on clocks of their own (faketime) and the spec mostly waits for them to reach
    // the next reminder: a worker of its own, beside the two the other specs share, so that waiting overlaps the
    // others' work instead of ending the run with both cores idle.
    { name: 'server-clock', testMatch: /(trial-lifecycle|intern-day|membership|mail-moments|offer|billing)\.spec\.ts$/, workers: 1, use: BROWSER },
    { name: 'chromium', testIgnore: /(trial-lifecycle|intern-day|membership|mail-moments|offer|billing)\.spec\.ts$/, workers: 2, use: BROWSER },
  ],
  // Journeys run against the production build (`npm run build` runs before this in `npm test`), served as `npm start` serves it.
  webServer: [
    {
      command: `node server.mjs -p ${PORT} -H 127.0.0.1`,
      // Every journey comes from 127.0.0.1: without a higher limit the third trial signup of a date would be refused.
      env: { DATABASE_PATH: E2E_DATABASE, OUTBOX_PATH: 'test-results/no-outbox-file.jsonl', OUTBOX_RATE_LIMIT_PER_MINUTE: '2000', TRIAL_SEATS_PER_PARENT: '1000' },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
