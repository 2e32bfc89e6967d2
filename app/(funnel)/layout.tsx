import type { ReactNode } from 'react';
import { FunnelHeader } from '@/components/layout/funnel-header';

export default function FunnelLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FunnelHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}
