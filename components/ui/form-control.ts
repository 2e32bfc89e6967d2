import { cn } from '@/lib/ui/class-names';

/** Text inputs and selects of every form: 48 px high, a 3:1 border, coral while the field has an error. */
export const controlClasses = (invalid = false) =>
  cn(
    'mt-1 block min-h-12 w-full rounded-xl border-2 bg-white px-3 text-base',
    invalid ? 'border-coral-dark' : 'border-[#8d89b0] focus:border-primary',
  );

/** The message under a field with an error. */
export const FIELD_ERROR_CLASSES = 'mt-1 text-sm font-bold text-coral-dark';
