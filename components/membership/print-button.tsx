'use client';

import { buttonClasses } from '@/components/ui/button';
import { useClientValue } from '@/lib/hooks/use-client-value';

/** Opens the browser's print dialog, where the confirmation can also be saved as a PDF; only once script runs. */
export function PrintButton({ label }: { label: string }) {
  const ready = useClientValue(() => true, false);
  if (!ready) return null;
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonClasses({ variant: 'secondary' })} print:hidden`}>
      {label}
    </button>
  );
}
