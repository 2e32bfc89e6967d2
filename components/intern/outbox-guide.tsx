import { internCopy } from '@/content/intern';
import { OUTBOX_DISPLAY_LABELS } from '@/lib/outbox/record';
import { OutboxStateBadge } from './outbox-state-badge';

const copy = internCopy.outbox;
const STATES = ['failed', 'expired', 'skipped'] as const;

/** What to do about the states that ask something of the team, each shown as the table shows it. */
export function OutboxGuide() {
  return (
    <>
      <h2 className="mt-6 text-xl font-extrabold">{copy.guideHeading}</h2>
      <dl className="mt-3 grid max-w-prose gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
        {STATES.map((state) => (
          <div key={state} className="contents">
            <dt>
              <OutboxStateBadge state={state} label={OUTBOX_DISPLAY_LABELS[state]} />
            </dt>
            <dd>{copy.guide[state]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
