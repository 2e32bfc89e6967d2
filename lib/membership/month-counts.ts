import type { Db } from '../db/connect.ts';
import { berlinIsoDate, berlinTime } from '../calendar/dates.ts';

export interface MonthCounts {
  /** 'YYYY-MM' (Berlin). */
  month: string;
  bookings: number;
  withdrawals: number;
  cancellations: number;
}

/** The first instant of the Berlin calendar day `after` days after 'YYYY-MM-DD', as the rows store instants (ISO 8601, UTC). */
const startOfDay = (day: string, after = 0) => berlinTime(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)) + after).toISOString();

/**
 * Bookings, withdrawals and cancellations received per Berlin month in [from, to] ('YYYY-MM-DD'), months without any
 * left out. Reads only the times of receipt, so `npm run numbers` needs no key of the IBANs for it.
 */
export async function monthCountsOf(db: Db, from: string, to: string): Promise<MonthCounts[]> {
  // Berlin's day begins an hour or two before UTC's: the bounds are Berlin's, not the UTC dates of the same name.
  const start = startOfDay(from);
  const end = startOfDay(to, 1);
  const bookings = await db.kysely.selectFrom('bookings').select('received_at').where('received_at', '>=', start).where('received_at', '<', end).execute();
  const declarations = await db.kysely.selectFrom('declarations').select(['received_at', 'kind']).where('received_at', '>=', start).where('received_at', '<', end).execute();
  const months = new Map<string, MonthCounts>();
  const at = (receivedAt: string) => {
    const month = berlinIsoDate(new Date(receivedAt)).slice(0, 7);
    const entry = months.get(month) ?? { month, bookings: 0, withdrawals: 0, cancellations: 0 };
    months.set(month, entry);
    return entry;
  };
  for (const row of bookings) at(row.received_at).bookings += 1;
  for (const row of declarations) {
    if (row.kind === 'withdrawal') at(row.received_at).withdrawals += 1;
    if (row.kind === 'cancellation') at(row.received_at).cancellations += 1;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
