import { MAX_REPORT_BYTES, runningPageViewCounter } from '@/lib/numbers/counter';
import { readTextCapped } from '@/lib/security/request-body';

/**
 * What the browser reports for the cookieless numbers (issue 49): a client-side navigation (the body is the address
 * navigated to; instrumentation-client.ts) or a finished quiz ('quiz-finished /quiz'; lib/numbers/beacon.ts). Counted
 * in this process's memory (lib/numbers/counter.ts); the answer is always 204 and says nothing.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const body = await readTextCapped(request, MAX_REPORT_BYTES);
  if (body !== undefined) runningPageViewCounter()?.report(request.headers, body);
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
