/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { openMigrated, type DatabaseKind } from '@/lib/db';
import { createMemberships } from '@/lib/membership/store';
import { funnelReport } from '@/lib/numbers/funnel';
import { funnelText } from '@/lib/numbers/report';
import { addCounts } from '@/lib/numbers/store';
import { numbersTables } from '@/lib/numbers/tables';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(60_000);

/** `npm run numbers` as the team runs it: a node process of its own, with these variables and arguments. */
async function numbersScript(env: Record<string, string | undefined>, args: string[] = []) {
  const merged: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined, DATABASE_PATH: undefined, ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return promisify(execFile)(process.execPath, [path.join(process.cwd(), 'scripts', 'numbers.mjs'), ...args], { env: merged });
}

describe.each(DATABASE_KINDS)('npm run numbers on %s', (kind: DatabaseKind) => {
  it('prints the period’s funnel in German, and with --csv the page views of the period', async () => {
    const { config, cleanup } = await freshDatabaseConfig(kind, { migrated: true });
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const db = await openMigrated(config);
    try {
      await addCounts(db, {
        views: [
          { day: '2027-01-05', route: '/', source: 'google', device: 'phone', views: 3 },
          { day: '2027-01-06', route: '/courses/3', source: 'utm:newsletter', device: 'desktop', views: 2 },
          { day: '2027-01-09', route: '/faq', source: 'intern', device: 'desktop', views: 1 },
        ],
        events: [],
      });
      const variables = config.url ? { DATABASE_URL: config.url } : { DATABASE_PATH: config.path };
      const csv = await numbersScript(variables, ['--from=2027-01-05', '--to=2027-01-06', '--csv']);
      expect(csv.stdout).toBe('day,route,source,device,views\n2027-01-05,/,google,phone,3\n2027-01-06,/courses/3,utm:newsletter,desktop,2\n');

      const { stdout } = await numbersScript(variables, ['--from=2027-01-01', '--to=2027-01-31']);
      expect(stdout).toContain('Zahlen vom 01.01.2027 bis 31.01.2027 (Berliner Zeit)');
      expect(stdout).toContain('Seitenaufrufe: 6, davon Ankünfte von außerhalb der Website: 5');
      expect(stdout).toMatch(/Ankünfte auf der Website\s+5/);

      await expect(numbersScript(variables, ['--from=2027-13-01'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--from=2027-13-01') });
    } finally {
      await db.close();
      await cleanup();
      jest.restoreAllMocks();
    }
  });

  it('prints exactly the page’s tables in its order, the memberships per month among them', async () => {
    const { config, cleanup } = await freshDatabaseConfig(kind, { migrated: true });
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const db = await openMigrated(config);
    try {
      await addCounts(db, { views: [{ day: '2027-01-05', route: '/', source: 'google', device: 'phone', views: 3 }], events: [] });
      // The script has no key of the IBANs: the counts read only when a booking or declaration came.
      const store = createMemberships(db, { relay: false, ibanKey: randomBytes(32) });
      await store.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: '', childName: 'Ben Schmidt' }, new Date('2027-01-06T10:00:00+01:00'));
      await store.declare({ kind: 'cancellation', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: '', childName: 'Ben Schmidt', cancellationType: 'ordinary' }, new Date('2027-02-01T00:30:00+01:00'));
      const variables = config.url ? { DATABASE_URL: config.url } : { DATABASE_PATH: config.path };
      const period = { from: '2027-01-01', to: '2027-02-28' };
      const { stdout } = await numbersScript(variables, [`--from=${period.from}`, `--to=${period.to}`]);
      const report = await funnelReport(db, period);
      expect(stdout).toBe(funnelText(report));
      const titles = numbersTables(report).map((table) => table.title);
      expect(titles).toContain('Buchungen, Widerrufe und Kündigungen je Monat');
      const positions = titles.map((title) => stdout.indexOf(`\n${title}\n`));
      expect(positions).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(stdout).toMatch(/Januar 2027\s+0\s+1\s+0\n/);
      expect(stdout).toMatch(/Februar 2027\s+0\s+0\s+1\n/);
      expect(stdout).not.toContain('anna@beispiel.de');
    } finally {
      await db.close();
      await cleanup();
      jest.restoreAllMocks();
    }
  });
});
