import type { ShownBookingState } from '@/lib/membership/store';
import { StateBadge, type StateLook } from './state-badge';

const LOOKS: Record<ShownBookingState, StateLook> = {
  requested: { sign: '…', classes: 'border-dashed border-primary bg-primary-tint text-primary-dark' },
  confirmed: { sign: '✓', classes: 'border-solid border-teal-dark bg-white text-teal-dark' },
  withdrawn: { sign: '✘', classes: 'border-solid border-coral-dark bg-white text-coral-dark' },
  cancelled: { sign: '→', classes: 'border-dotted border-coral-dark bg-white text-ink' },
  ended: { sign: '–', classes: 'border-solid border-line bg-paper text-ink-soft' },
};

/** A booking's state as a badge: its sign (hidden from screen readers) and its words, which say it all. */
export function BookingStateBadge({ state, label }: { state: ShownBookingState; label: string }) {
  return <StateBadge state={state} look={LOOKS[state]} label={label} />;
}
