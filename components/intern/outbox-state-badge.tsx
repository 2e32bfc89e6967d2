import type { OutboxDisplayState } from '@/lib/outbox/record';
import { StateBadge, type StateLook } from './state-badge';

const LOOKS: Record<OutboxDisplayState, StateLook> = {
  stored: { sign: '•', classes: 'border-dashed border-line bg-paper text-ink-soft' },
  waiting: { sign: '…', classes: 'border-dashed border-primary bg-primary-tint text-primary-dark' },
  planned: { sign: '→', classes: 'border-dotted border-primary bg-white text-primary-dark' },
  delivered: { sign: '✓', classes: 'border-solid border-teal-dark bg-white text-teal-dark' },
  failed: { sign: '✘', classes: 'border-solid border-coral-dark bg-white text-coral-dark' },
  expired: { sign: '×', classes: 'border-dashed border-coral-dark bg-paper text-ink' },
  skipped: { sign: '−', classes: 'border-dotted border-line bg-paper text-ink-soft' },
  done: { sign: '✓', classes: 'border-solid border-line bg-paper text-ink-soft' },
};

/** A queue row's state as a badge: its sign (hidden from screen readers) and its word, which says it all. */
export function OutboxStateBadge({ state, label }: { state: OutboxDisplayState; label: string }) {
  return <StateBadge state={state} look={LOOKS[state]} label={label} />;
}
