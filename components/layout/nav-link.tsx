'use client';

import { Link } from '@/components/ui/link';
import type { Route } from 'next';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

interface NavLinkProps {
  href: Route;
  /** Style the current page with `aria-[current=page]:` variants. */
  className?: string;
  children: ReactNode;
}

/** A header link that marks the current page with aria-current. */
export function NavLink({ href, className, children }: NavLinkProps) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
