import type { NextRequest } from 'next/server';
import { trialCalendarFile, trialDateForCalendarFile } from '@/lib/trial/calendar-file';

// The date depends on the request (`?datum=`) and on today, so the file is made per request.
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  const now = new Date();
  const body = trialCalendarFile(trialDateForCalendarFile(request.nextUrl.searchParams.get('datum'), now), now);
  if (!body) {
    return new Response('Zurzeit steht kein Termin für die Probestunde fest. Bitte rufen Sie uns an oder schreiben Sie uns.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="codingstars-probestunde.ics"',
      'cache-control': 'no-store',
    },
  });
}
