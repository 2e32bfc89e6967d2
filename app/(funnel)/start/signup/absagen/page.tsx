import type { Metadata } from 'next';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { trialCancelCopy as copy } from '@/content/trial-cancel';
import { TRIAL_TIME } from '@/content/trial';
import { formatLongDate } from '@/lib/dates';
import { deliveryService } from '@/lib/outbox/service';
import { pageMetadata } from '@/lib/seo';
import { trialOn } from '@/lib/trial-dates';
import { cancelTrialSeat } from './actions';

export const metadata: Metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.description,
  path: '/start/signup/absagen',
  noindex: true,
});

// Dynamic: what it shows depends on the token in the link and on the database, per request.
export const dynamic = 'force-dynamic';

type State = 'ask' | 'done' | 'already' | 'past' | 'invalid' | 'too-many' | 'unavailable';

async function stateOf(token: string, result: string | undefined): Promise<{ state: State; date?: string }> {
  if (!token) return { state: 'invalid' };
  let signup;
  try {
    signup = await (await deliveryService()).seats?.byToken(token);
  } catch {
    return { state: 'unavailable' };
  }
  if (!signup) return { state: 'invalid' };
  const trial = trialOn(signup.date);
  const date = `${formatLongDate(new Date(trial.start))}, ${TRIAL_TIME}\u00a0Uhr`;
  if (signup.status === 'cancelled') return { state: result === 'abgesagt' ? 'done' : 'already', date };
  if (Date.now() >= Date.parse(trial.end)) return { state: 'past', date };
  if (result === 'zu-viele') return { state: 'too-many', date };
  if (result === 'fehler') return { state: 'unavailable', date };
  return { state: 'ask', date };
}

export default async function CancelTrialPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const result = typeof params.ergebnis === 'string' ? params.ergebnis : undefined;
  const { state, date = '' } = await stateOf(token, result);

  const again = (
    <p className="mt-6">
      {copy.again}{' '}
      <Link href="/start/signup" className="font-bold text-primary underline">
        {copy.againLink}
      </Link>
    </p>
  );
  const texts: Record<Exclude<State, 'ask' | 'too-many' | 'unavailable'>, { title: string; body: string; more?: boolean }> = {
    done: { title: copy.doneTitle, body: copy.done(date), more: true },
    already: { title: copy.alreadyTitle, body: copy.already(date), more: true },
    past: { title: copy.pastTitle, body: copy.past(date), more: true },
    invalid: { title: copy.invalidTitle, body: copy.invalid },
  };

  if (state === 'ask' || state === 'too-many' || state === 'unavailable') {
    return (
      <FunnelHero eyebrow={copy.eyebrow} title={copy.askTitle} intro={date ? <p>{copy.ask(date)}</p> : undefined}>
        {state !== 'ask' && (
          <p role="alert" className="mt-6 rounded-xl border-2 border-coral-dark bg-white p-4 font-bold text-coral-dark">
            {state === 'too-many' ? copy.tooMany : copy.unavailable}
          </p>
        )}
        {date && (
          <form action={cancelTrialSeat} className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClasses({ size: 'lg' })}>
              {copy.button}
            </button>
          </form>
        )}
        <p className="mt-6">{copy.keep}</p>
      </FunnelHero>
    );
  }
  const text = texts[state];
  return (
    <FunnelHero eyebrow={copy.eyebrow} title={text.title} intro={<p>{text.body}</p>}>
      {text.more && again}
    </FunnelHero>
  );
}
