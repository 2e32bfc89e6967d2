import type { OutboxDisplayState } from '@/lib/outbox/record';
import { cn } from '@/lib/utils';

/** Each state with its own sign and outline as well as its colour, so none is told apart by colour alone. */
const LOOKS: Record<OutboxDisplayState, { sign: string; classes: string }> = {
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
  const look = LOOKS[state];
  return (
    <span data-state={state} className={cn('inline-flex items-center gap-1.5 rounded-pill border-2 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap', look.classes)}>
      <span aria-hidden="true">{look.sign}</span>
      {label}
    </span>
  );
}
