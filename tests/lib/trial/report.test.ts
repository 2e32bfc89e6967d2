/**
 * @jest-environment node
 */
import { linkMaker } from '@/lib/trial/links';
import { trialsReport } from '@/lib/trial/report';
import { createTrialSeats } from '@/lib/trial/seats';
import { freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

describe('npm run trials', () => {
  it('lists each coming trial date like the team’s mail: children, parents, seats left, waitlist, join link', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const db = await freshDatabase('sqlite');
    try {
      const now = new Date('2027-01-05T10:00:00+01:00');
      const seats = createTrialSeats(db);
      await seats.reserve({ date: '2027-01-13', email: 'anna@beispiel.de', client: '198.51.100.1', enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ trial_date: '2027-01-13' }) } }, now);
      const links = linkMaker('https://www.codingstars.de', Buffer.from('x'.repeat(32)));
      const report = (await trialsReport(db, { now, joinUrl: 'https://raum.example.de/p', links })).replace(/\u00a0/g, ' ');
      // The next four trial dates from 05.01.2027: 06., 13., 20. and 27.01.
      expect(report.match(/^Probestunde am Mittwoch, \d+\. Januar 2027, 17:00–18:30 Uhr$/gm)).toHaveLength(4);
      expect(report).toContain('1. Ben – Anna Schmidt <anna@beispiel.de> Tel. 030 1234567\n   Platz freigeben: https://www.codingstars.de/start/signup/absagen?token=');
      expect(report).toContain('Freie Plätze: 11');
      expect(report).toContain('Link zur Online-Stunde: https://raum.example.de/p');
      expect(await trialsReport(db, { now })).not.toContain('Platz freigeben');
    } finally {
      await db.destroy();
      jest.restoreAllMocks();
    }
  });
});
