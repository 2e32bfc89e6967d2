'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);

/** Frees the seat of the token in the form (a POST: a mail scanner that opens the link frees nothing). */
export async function cancelTrialSeat(formData: FormData) {
  const token = String(formData.get('token') ?? '');
  const back = (state: string) => `/start/signup/absagen?token=${encodeURIComponent(token)}&ergebnis=${state}`;
  let outcome: string;
  try {
    const service = await deliveryService();
    const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    if (!(await allow(`cancel:${clientAddress(await headers())}`))) outcome = 'zu-viele';
    else outcome = (await service.cancelTrial(token)) ? 'abgesagt' : 'schon';
  } catch (error) {
    console.error('Probestunde: Absage nicht gespeichert', error);
    outcome = 'fehler';
  }
  redirect(back(outcome));
}
