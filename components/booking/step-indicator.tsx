import { cn } from '@/lib/ui/class-names';

interface StepIndicatorProps {
  steps: readonly { title: string }[];
  current: number;
  onSelect: (step: number) => void;
}

/** The five numbered steps; every number is a button, the current one is marked with aria-current="step". */
export function StepIndicator({ steps, current, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Buchungsschritte">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {steps.map((step, index) => {
          const active = index === current;
          return (
            <li key={step.title}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex w-full min-h-12 flex-col items-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-bold sm:text-sm',
                  active ? 'bg-primary-tint text-primary-dark' : 'text-ink-soft hover:bg-primary-tint',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-9 items-center justify-center rounded-full border-2 text-base font-extrabold',
                    active ? 'border-primary bg-primary text-white' : index < current ? 'border-primary text-primary' : 'border-[#8d89b0]',
                  )}
                >
                  {index + 1}
                </span>
                {/* Five names do not fit side by side on a phone; there the heading below names the current step. */}
                <span className="max-md:sr-only">{step.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
