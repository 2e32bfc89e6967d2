import { StateBadge, type StateLook } from '@/components/intern/state-badge';
import type { InvoiceDisplayState } from '@/lib/billing/intern-view';

const LOOKS: Record<InvoiceDisplayState, StateLook> = {
  announced: { sign: '…', classes: 'border-dashed border-primary bg-primary-tint text-primary-dark' },
  collected: { sign: '✓', classes: 'border-solid border-teal-dark bg-white text-teal-dark' },
  open: { sign: '…', classes: 'border-dashed border-ink bg-white text-ink' },
  paid: { sign: '✓', classes: 'border-solid border-teal-dark bg-white text-teal-dark' },
  returned: { sign: '←', classes: 'border-solid border-coral-dark bg-white text-coral-dark' },
  cancelled: { sign: '✘', classes: 'border-dotted border-line bg-paper text-ink-soft' },
  cancellation: { sign: '−', classes: 'border-dotted border-line bg-paper text-ink' },
};

/** An invoice's state as a badge: sign, outline and words, never colour alone. */
export function InvoiceStateBadge({ state, label }: { state: InvoiceDisplayState; label: string }) {
  return <StateBadge state={state} look={LOOKS[state]} label={label} />;
}
