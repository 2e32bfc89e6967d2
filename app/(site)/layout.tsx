import type { ReactNode } from 'react';
import { AudienceSwitcher } from '@/components/audience/audience-switcher';
import { SiteHeader } from '@/components/layout/site-header';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <AudienceSwitcher />
    </>
  );
}
