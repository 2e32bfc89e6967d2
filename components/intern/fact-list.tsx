import type { ReactNode } from 'react';

/** Label and value, one pair a line: what a booking or a declaration says, read as a description list. */
export function FactList({ rows, className }: { rows: readonly (readonly [label: string, value: ReactNode])[]; className?: string }) {
  return (
    <dl className={className ?? 'mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_1fr]'}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
