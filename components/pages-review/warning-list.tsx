import { pagesReviewCopy as copy } from '@/content/pages-review';
import type { PageWarning } from '@/lib/pages-review/report';
import { cn } from '@/lib/ui/class-names';

/**
 * A page's warnings, errors first. An error says so in words and with its own mark and frame, not by colour alone
 * (WCAG 1.4.1); the words come from content/pages-review.ts.
 */
export function WarningList({ warnings }: { warnings: PageWarning[] }) {
  if (warnings.length === 0) return <p className="text-sm text-ink-soft">{copy.noWarnings}</p>;
  const sorted = [...warnings].sort((a, b) => Number(b.severity === 'error') - Number(a.severity === 'error'));
  return (
    <ul className="space-y-2 text-sm">
      {sorted.map((warning, index) => {
        const error = warning.severity === 'error';
        return (
          <li
            key={index}
            className={cn('flex gap-2 rounded-lg border-l-4 px-3 py-2', error ? 'border-coral-dark bg-coral/10 text-ink' : 'border-line bg-paper text-ink')}
          >
            <span aria-hidden="true" className={cn('font-extrabold', error ? 'text-coral-dark' : 'text-ink-soft')}>
              {error ? '✘' : '!'}
            </span>
            <span>
              <strong className={error ? 'text-coral-dark' : undefined}>{copy.severity[warning.severity]}:</strong> {warning.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
