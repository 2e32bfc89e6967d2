import { buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-control';
import { internCopy } from '@/content/intern';
import { OUTBOX_FILTERS, OUTBOX_PATH, filterLabel, type OutboxFilter as Filter } from '@/lib/outbox/intern-view';
import { cn } from '@/lib/ui/class-names';

const copy = internCopy.outbox.filter;

/** "Stand" and "Anzeigen": a plain GET form, so the view is an address (?stand=fehlgeschlagen) and works without script. */
export function OutboxFilter({ filter }: { filter: Filter }) {
  return (
    <form method="get" action={OUTBOX_PATH} className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="outbox-state" className="block font-bold">
          {copy.label}
        </label>
        <select id="outbox-state" name="stand" defaultValue={copy.slugs[filter]} className={cn(controlClasses(), 'max-w-64')}>
          {OUTBOX_FILTERS.map((option) => (
            <option key={option} value={copy.slugs[option]}>
              {filterLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
        {copy.button}
      </button>
    </form>
  );
}
