import { internCopy } from '@/content/intern';

const copy = internCopy.day;

/** Beside a parent's address that a mail server refused for good: a marked word with a sign, and what to do instead. */
export function UndeliverableMark() {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 break-normal">
      <strong className="inline-flex items-center gap-1.5 rounded-pill border-2 border-coral-dark bg-white px-2.5 py-0.5 text-sm font-bold text-coral-dark">
        <span aria-hidden="true">✘</span>
        {copy.undeliverable}
      </strong>
      <span className="text-sm">{copy.undeliverableHint}</span>
    </span>
  );
}
