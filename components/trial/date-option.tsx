import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/class-names';

interface DateOptionProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  /** A date that cannot be chosen (full, or the seat's own): greyed, with the reason in `children`. */
  disabled: boolean;
  onChange(): void;
  /** The lines of the label: the date, the time, seats left or why not. */
  children: ReactNode;
}

/** One trial date as a radio card: the signup form's date choice and the move page use the same. */
export function DateOption({ id, name, value, checked, disabled, onChange, children }: DateOptionProps) {
  return (
    <div
      className={cn(
        'flex min-h-12 items-start gap-3 rounded-xl border-2 p-3',
        disabled ? 'border-[#c9c6db] bg-[#f3f2f8] text-ink-soft' : 'border-[#8d89b0] bg-white has-checked:border-primary has-checked:bg-primary-tint',
      )}
    >
      <input id={id} type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className="mt-1 size-5 shrink-0 accent-primary" />
      <label htmlFor={id} className={cn('grow', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
        {children}
      </label>
    </div>
  );
}
