import { cn } from '@/lib/ui/class-names';

/** How a state looks: its sign and outline as well as its colour, so no state is told apart by colour alone. */
export interface StateLook {
  sign: string;
  classes: string;
}

/** A state as a badge: its sign (hidden from screen readers) and its words, which say it all. */
export function StateBadge({ state, look, label }: { state: string; look: StateLook; label: string }) {
  return (
    <span data-state={state} className={cn('inline-flex items-center gap-1.5 rounded-pill border-2 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap', look.classes)}>
      <span aria-hidden="true">{look.sign}</span>
      {label}
    </span>
  );
}
