import { trialLinksCopy, trialStopCopy } from '@/content/trial-links';
import { stopMail } from './link-actions';
import { runLinkStep, type LinkPageState } from './link-page';
import type { StopView } from './link-views';
import { isOneClickForm } from './one-click';

export interface OneClickAnswer {
  status: 200 | 400 | 429 | 503;
  /** Plain text: a mail program shows it at most. */
  text: string;
}

/** The stop page's button (lib/trial/link-page-actions.ts, stopFromLink): the same step, counted against the same limit. */
const stopStep = (token: string): Promise<LinkPageState<StopView>> => runLinkStep('stop', token, (deps) => stopMail(deps, token), { state: 'invalid' });

/**
 * Answers a one-click post (RFC 8058) to the stop link: `?token=` and the form body `List-Unsubscribe=One-Click`, as
 * application/x-www-form-urlencoded or multipart/form-data. No Origin check: a mail program posts it, and the token's
 * HMAC is the authorisation. 200 once the mails are stopped (also when they were before), 400 without a valid token or
 * without the body, 429 past the sender's limit, 503 when the database is away.
 */
export async function answerOneClick(request: Request, step: (token: string) => Promise<LinkPageState<StopView>> = stopStep): Promise<OneClickAnswer> {
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200);
  const form = await request.formData().catch(() => undefined);
  const invalid = { status: 400, text: `${trialLinksCopy.invalidTitle}. ${trialLinksCopy.invalid}` } as const;
  if (!token || !isOneClickForm(form)) return invalid;
  const { view, problem } = await step(token);
  if (problem === 'too-many') return { status: 429, text: trialLinksCopy.tooMany };
  if (view?.state === 'invalid') return invalid;
  if (problem === 'unavailable' || view?.state !== 'stopped') return { status: 503, text: trialLinksCopy.unavailable };
  return { status: 200, text: `${trialStopCopy.stoppedTitle}. ${trialStopCopy.stopped(view.date)}` };
}
