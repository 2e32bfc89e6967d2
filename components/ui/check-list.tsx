import { cn } from '@/lib/ui/class-names';

/** A list whose items carry a check mark; the mark is decoration, the list semantics stay. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="font-extrabold text-teal-dark">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
