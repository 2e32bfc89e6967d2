import { internCopy } from '@/content/intern';
import { saveMark } from '@/lib/trial/intern-actions';
import { courseChoices } from '@/lib/trial/intern-view';
import type { TrialChild } from '@/lib/trial/marks';
import { MarkForm } from './mark-form';
import { UndeliverableMark } from './undeliverable-mark';

const copy = internCopy.day;

interface TrialChildCardProps {
  child: TrialChild;
  number: number;
  date: string;
  started: boolean;
  savedAt?: string;
  /** A mail server refused the parent's address for good: the team calls instead. */
  undeliverable?: boolean;
}

/** One child of the trial day: who they are and how to reach the parents; from the lesson's start on, the mark. */
export function TrialChildCard({ child, number, date, started, savedAt, undeliverable = false }: TrialChildCardProps) {
  const followUps: string[] = [
    ...(child.recommendation ? [copy.followUp.recommendation[child.recommendation]] : []),
    ...(child.missedMail ? [copy.followUp.missed[child.missedMail]] : []),
    ...(child.mailStopped ? [copy.followUp.stopped] : []),
  ];
  return (
    <article aria-labelledby={`child-${child.signupId}`} className="h-full rounded-card bg-white p-5 shadow-card">
      <h3 id={`child-${child.signupId}`} className="text-xl font-extrabold">
        {number}. {child.child}
        {child.age && <span className="font-normal text-ink-soft">, {copy.age(child.age)}</span>}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{copy.parent}</dt>
        <dd>{child.parent || '–'}</dd>
        <dt className="text-ink-soft">{copy.email}</dt>
        <dd className="break-all">
          <a href={`mailto:${child.email}`} className="text-primary underline">
            {child.email}
          </a>
          {undeliverable && <UndeliverableMark />}
        </dd>
        <dt className="text-ink-soft">{copy.phone}</dt>
        <dd>
          <a href={`tel:${child.phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap">
            {child.phone}
          </a>
        </dd>
      </dl>
      {followUps.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm font-bold text-teal-dark">
          {followUps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {started && (
        <MarkForm
          signupId={child.signupId}
          date={date}
          child={child.child}
          courses={courseChoices}
          submit={saveMark}
          initial={{
            attendance: child.attendance ?? '',
            course: child.recommendedCourse ? String(child.recommendedCourse) : '',
            note: child.note ?? '',
            ...(child.markedBy && savedAt ? { saved: { by: child.markedBy, at: savedAt } } : {}),
          }}
        />
      )}
    </article>
  );
}
