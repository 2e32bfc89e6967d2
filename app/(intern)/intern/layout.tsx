import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CalendarNotice } from '@/components/intern/calendar-notice';
import { InternHeader } from '@/components/intern/intern-header';
import { OutboxNotice } from '@/components/intern/outbox-notice';
import { internCopy as copy } from '@/content/intern';
import { currentStaff } from '@/lib/auth/session';
import { signOut } from '@/lib/auth/actions';
import { calendarShortfall } from '@/lib/offer/intern-view';
import { troubleNotice } from '@/lib/outbox/intern-reads';
import { deliveryService } from '@/lib/outbox/service';
import './intern.css';

// Never indexed, never in a shared cache (next.config.mjs sends private, no-store and X-Robots-Tag for /intern too).
export const metadata: Metadata = {
  title: { default: copy.metaTitle, template: `%s | ${copy.brand}` },
  robots: { index: false, follow: false },
};

/**
 * The frame of the team's room: its own header (who is signed in, the sections, "Abmelden") and, for a member, the
 * notices while mails failed or expired in the last 7 days and while less than nine months of the lesson calendar lie
 * ahead. It reads the session only for these; every page and action below checks it again itself (lib/auth/session.ts).
 */
export default async function InternLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  const trouble = staff ? await troubleNotice(deliveryService) : 0;
  return (
    <>
      <InternHeader email={staff?.email} signOut={signOut} />
      <main id="main" tabIndex={-1} data-intern-room="" className="flex-1 bg-paper pb-16 focus:outline-none">
        <OutboxNotice count={trouble} />
        {staff && <CalendarNotice shortfall={calendarShortfall(new Date())} />}
        {children}
      </main>
    </>
  );
}
