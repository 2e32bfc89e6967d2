import { answerOneClick } from '@/lib/trial/one-click-stop';

/**
 * The one-click stop of the mails after a trial (RFC 8058), posted by a mail program to the stop link and handed here
 * by proxy.ts (lib/trial/one-click-stop.ts). Never cached.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const { status, text } = await answerOneClick(request);
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
