'use client';

import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { trialCancelCopy as copy } from '@/content/trial-cancel';
import type { CancelState } from '@/lib/trial/cancel-state';

type View = { state: CancelState | 'loading'; date?: string; problem?: 'too-many' | 'unavailable' };

const tokenFromAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * The cancel link's page: reads the token from the address, shows the seat's date and frees it on the parent's click.
 * A client leaf of a static page (issue 24: prerendered pages carry their scripts' hashes); the server decides.
 */
export function TrialCancel() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const token = tokenFromAddress();
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView({ state: 'invalid' });
      return;
    }
    fetch(`/api/trial/cancel?token=${encodeURIComponent(token)}`, { cache: 'no-store' })
      .then(async (response) => {
        if (response.status === 429) return setView({ state: 'ask', problem: 'too-many' });
        if (!response.ok && response.status !== 404) return setView({ state: 'invalid', problem: 'unavailable' });
        setView((await response.json()) as View);
      })
      .catch(() => setView({ state: 'invalid', problem: 'unavailable' }));
  }, []);

  const cancel = async () => {
    setSending(true);
    try {
      const response = await fetch('/api/trial/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: tokenFromAddress() }),
      });
      if (response.status === 429) setView((current) => ({ ...current, problem: 'too-many' }));
      else if (!response.ok) setView((current) => ({ ...current, problem: 'unavailable' }));
      else setView((await response.json()) as View);
    } catch {
      setView((current) => ({ ...current, problem: 'unavailable' }));
    } finally {
      setSending(false);
    }
  };

  const date = view.date ?? '';
  const problem = view.problem && (
    <p role="alert" className="mt-6 rounded-xl border-2 border-coral-dark bg-white p-4 font-bold text-coral-dark">
      {view.problem === 'too-many' ? copy.tooMany : copy.unavailable}
    </p>
  );
  const again = (
    <p className="mt-6">
      {copy.again}{' '}
      <Link href="/start/signup" className="font-bold text-primary underline">
        {copy.againLink}
      </Link>
    </p>
  );

  if (view.state === 'loading') return <p aria-live="polite">{copy.loading}</p>;
  // After the seat's fate is known: what happened, and a way to a new date.
  const outcomes = {
    done: { title: copy.doneTitle, text: copy.done(date) },
    already: { title: copy.alreadyTitle, text: copy.already(date) },
    past: { title: copy.pastTitle, text: copy.past(date) },
  };
  let title: string;
  let body: React.ReactNode;
  if (view.state === 'ask') {
    title = copy.askTitle;
    body = (
      <>
        {date && <p>{copy.ask(date)}</p>}
        {problem}
        {date && (
          <button type="button" onClick={() => void cancel()} disabled={sending} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
            {copy.button}
          </button>
        )}
        <p className="mt-6">{copy.keep}</p>
      </>
    );
  } else if (view.state === 'invalid') {
    title = copy.invalidTitle;
    body = problem ?? <p>{copy.invalid}</p>;
  } else {
    title = outcomes[view.state].title;
    body = (
      <>
        <p>{outcomes[view.state].text}</p>
        {again}
      </>
    );
  }
  return (
    <div aria-live="polite">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <div className="mt-4 text-lg">{body}</div>
    </div>
  );
}
