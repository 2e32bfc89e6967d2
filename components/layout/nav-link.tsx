'use client';

import Link from 'next/link';
import type { Route } from 'next';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface NavLinkProps {
  href: Route;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
}

/** A header link that marks the current page with aria-current. */
export function NavLink({ href, className, activeClassName = 'text-primary', children }: NavLinkProps) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={cn(className, current && activeClassName)}>
      {children}
    </Link>
  );
}
