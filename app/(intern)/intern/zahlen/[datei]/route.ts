import type { NextRequest } from 'next/server';
import { numbersCopy as copy } from '@/content/numbers';
import { requireStaff } from '@/lib/auth/session';
import { funnelReport, pageViewRows } from '@/lib/numbers/funnel';
import { periodQuery } from '@/lib/numbers/period-query';
import { pageViewsCsv } from '@/lib/numbers/report';
import { numbersTable, tableCsv, tableIdOfFile } from '@/lib/numbers/tables';
import { deliveryService } from '@/lib/outbox/service';

// next.config.mjs sends the same for all of /intern; said here too, so a file of numbers never lands in a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };
const text = (status: number, body: string) => new Response(`${body}\n`, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * /intern/zahlen/<table>.csv?von=…&bis=…: one table of the page as CSV, or with `seitenaufrufe.csv` the page views
 * exactly as `npm run numbers -- --csv` prints them. The session is checked first, before anything is read.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/intern/zahlen/[datei]'>) {
  await requireStaff();
  const { datei } = await params;
  const name = datei.endsWith('.csv') ? datei.slice(0, -'.csv'.length) : '';
  const table = tableIdOfFile(name);
  if (!table && name !== copy.pageViews.file) return text(404, 'Diese Tabelle gibt es nicht.');
  const query = periodQuery(request.nextUrl.searchParams, new Date());
  if ('problem' in query) return text(400, query.problem.message);
  const { db } = await deliveryService();
  if (!db) return text(503, copy.unavailable);
  const { period } = query;
  const body = table ? tableCsv(numbersTable(table, await funnelReport(db, period))) : pageViewsCsv(await pageViewRows(db, period));
  return new Response(body, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="codingstars-${name}-${period.from}-bis-${period.to}.csv"`,
    },
  });
}
