import { trialCallOffDayCopy as copy } from '@/content/trial-call-off';
import type { CallOffRecord } from '@/lib/trial/call-off';
import { savedAtLabel } from '@/lib/trial/intern-view';

/** On the trial day's page: the trial was called off, why, by whom and when, and how many families were told. */
export function TrialCallOffNotice({ callOff }: { callOff: CallOffRecord }) {
  return (
    <section aria-labelledby="called-off-heading" className="mt-8 rounded-card border-2 border-coral-dark bg-white p-6 shadow-card">
      <h2 id="called-off-heading" className="text-2xl font-extrabold text-coral-dark">
        {copy.heading}
      </h2>
      <p className="mt-2">
        <span className="font-bold">{copy.reason}:</span> {callOff.reason}
      </p>
      <p className="mt-2 text-ink-soft">{copy.by(callOff.by, savedAtLabel(callOff.at))}</p>
      <p className="mt-1 text-ink-soft">{copy.told(callOff.seats, callOff.waiting)}</p>
      <p className="mt-1 text-ink-soft">{copy.noMarks}</p>
    </section>
  );
}
