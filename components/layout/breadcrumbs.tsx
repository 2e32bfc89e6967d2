import { Link } from '@/components/ui/link';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import type { Route } from 'next';

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  href?: Route;
}

/** The visible trail and, built from the same items, its BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Brotkrümelpfad" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-soft">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href ? (
              <Link href={item.href} className="underline-offset-4 hover:text-primary hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-bold text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      <BreadcrumbJsonLd items={items.map((item) => ({ name: item.name, path: item.href }))} />
    </nav>
  );
}
