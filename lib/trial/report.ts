import type { Db } from '../db/connect.ts';
import { berlinIsoDate } from '../calendar/dates.ts';
import { nextTrialDates } from './dates.ts';
import type { LinkMaker } from './links.ts';
import { createTrialSeats } from './seats.ts';
import { teamListText } from './team-list.ts';

/**
 * `npm run trials`: the team's list (lib/trial/team-list.ts) of every coming trial date, the next four and any later
 * one that has signups, read from the database as the server's mail at 08:00 would read it.
 */
export async function trialsReport(db: Db, { now = new Date(), joinUrl, links }: { now?: Date; joinUrl?: string; links?: LinkMaker } = {}): Promise<string> {
  const seats = createTrialSeats(db);
  const today = berlinIsoDate(now);
  const booked = await db.kysely.selectFrom('trial_dates').select('date').where('date', '>=', today).execute();
  const dates = [...new Set([...nextTrialDates(now).map((trial) => trial.date), ...booked.map((row) => row.date)])].sort();
  const lists = await Promise.all(dates.map((date) => seats.teamList(date)));
  return lists.map((list) => teamListText(list, { ...(joinUrl ? { joinUrl } : {}), ...(links ? { links } : {}) })).join('\n\n--------\n\n');
}
