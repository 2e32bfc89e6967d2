import type { ShownBookingState } from '@/lib/membership/store';
import { cn } from '@/lib/utils';

/** Each state with its own sign and outline as well as its colour, so none is told apart by colour alone. */
const LOOKS: Record<ShownBookingState, { sign: string; classes: string }> = {
  requested: { sign: '…', classes: 'border-dashed border-primary bg-primary-tint text-primary-dark' },
  confirmed: { sign: '✓', classes: 'border-solid border-teal-dark bg-white text-teal-dark' },
  withdrawn: { sign: '✘', classes: 'border-solid border-coral-dark bg-white text-coral-dark' },
  cancelled: { sign: '→', classes: 'border-dotted border-coral-dark bg-white text-ink' },
  ended: { sign: '–', classes: 'border-solid border-line bg-paper text-ink-soft' },
};

/** A booking's state as a badge: its sign (hidden from screen readers) and its words, which say it all. */
export function BookingStateBadge({ state, label }: { state: ShownBookingState; label: string }) {
  const look = LOOKS[state];
  return (
    <span data-state={state} className={cn('inline-flex items-center gap-1.5 rounded-pill border-2 px-2.5 py-0.5 text-sm font-bold', look.classes)}>
      <span aria-hidden="true">{look.sign}</span>
      {label}
    </span>
  );
}
