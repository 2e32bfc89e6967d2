'use client';

import { useActionState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { trialLinksCopy as copy } from '@/content/trial-links';
import type { LinkPageState, LinkProblem } from '@/lib/trial/link-page';

/** A link page's button (lib/trial/link-page-actions.ts), handed down by the page. */
export type LinkAct<V> = (previous: LinkPageState<V>, formData: FormData) => Promise<LinkPageState<V>>;

/**
 * The state of a link page and its button's form action. The page's address with the token is the form's: posted
 * without script, the answer comes back to the same link.
 */
export function useLinkAction<V>(act: LinkAct<V>, initial: LinkPageState<V>) {
  return useActionState(act, initial, `${usePathname()}?token=${encodeURIComponent(initial.token)}`);
}

/** The alert of a request that did not go through: the page keeps what it showed. */
export function LinkProblemAlert({ problem }: { problem: LinkProblem | undefined }) {
  if (!problem) return null;
  return (
    <p role="alert" className="mt-6 rounded-xl border-2 border-coral-dark bg-white p-4 font-bold text-coral-dark">
      {problem === 'too-many' ? copy.tooMany : copy.unavailable}
    </p>
  );
}

/** The way to a new date, under an outcome. */
export function NewDateLink() {
  return (
    <p className="mt-6">
      {copy.again}{' '}
      <Link href="/start/signup" className="font-bold text-primary underline">
        {copy.againLink}
      </Link>
    </p>
  );
}

/** The frame of every state of a link page: a heading the screen reader announces, then the words and buttons. */
export function LinkOutcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div aria-live="polite">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <div className="mt-4 text-lg">{children}</div>
    </div>
  );
}

/** The form of a link page's button: it posts the link's token to the page (a server action), with or without script. */
export function LinkForm({ action, token, children }: { action: (formData: FormData) => void; token: string; children: ReactNode }) {
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      {children}
    </form>
  );
}

/** A link page's button: disabled while its request is under way. */
export function LinkButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
      {children}
    </button>
  );
}

/** A link page's one question: what the link does, its button, and what stays as it is without it. */
export function LinkQuestion(props: {
  title: string;
  text: ReactNode;
  button: ReactNode;
  after: ReactNode;
  problem: LinkProblem | undefined;
  action: (formData: FormData) => void;
  token: string;
  pending: boolean;
}) {
  return (
    <LinkOutcome title={props.title}>
      <p>{props.text}</p>
      <LinkProblemAlert problem={props.problem} />
      <LinkForm action={props.action} token={props.token}>
        <LinkButton pending={props.pending}>{props.button}</LinkButton>
      </LinkForm>
      <p className="mt-6">{props.after}</p>
    </LinkOutcome>
  );
}

/** A link that is not one of ours, or whose seat no longer exists. */
export function LinkInvalid() {
  return (
    <LinkOutcome title={copy.invalidTitle}>
      <p>{copy.invalid}</p>
    </LinkOutcome>
  );
}
