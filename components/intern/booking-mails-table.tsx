import { internCopy } from '@/content/intern';
import type { BookingMail } from '@/lib/membership/intern-reads';
import { mailLabel, mailStateLabel, shortDateTime } from '@/lib/membership/intern-view';
import { cn } from '@/lib/ui/class-names';

const copy = internCopy.booking.mails;

/** The mails about a booking, newest first: which, to whom, where it stands, and the mail server's last words. */
export function BookingMailsTable({ mails }: { mails: BookingMail[] }) {
  return (
    <section aria-labelledby="mails-heading" className="mt-10">
      <h2 id="mails-heading" className="text-2xl font-extrabold">
        {copy.heading} ({mails.length})
      </h2>
      {mails.length === 0 ? (
        <p className="mt-3">{copy.none}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must take focus to scroll by keyboard (WCAG 2.1.1)
        <div role="region" aria-labelledby="mails-caption" tabIndex={0} className="mt-3 overflow-x-auto rounded-card bg-white shadow-card">
          <table className="w-full min-w-[48rem] text-left">
            <caption id="mails-caption" className="sr-only">
              {copy.caption}
            </caption>
            <thead className="border-b border-line text-sm text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.mail}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.to}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.at}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.state}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.error}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => {
                const failed = mail.state === 'failed' || mail.state === 'expired';
                const problems = [...mail.refused.map((entry) => copy.refused(entry.address, entry.reply)), ...(mail.lastError ? [mail.lastError] : [])];
                return (
                  <tr key={mail.id} className="border-b border-line align-top last:border-0">
                    <th scope="row" className="px-4 py-3 font-bold">{mailLabel(mail.templateId)}</th>
                    <td className="px-4 py-3 break-all">{mail.to ?? copy.team}</td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">{shortDateTime(mail.createdAt)}</td>
                    <td className={cn('px-4 py-3', failed && 'font-bold text-coral-dark')}>
                      {mailStateLabel(mail.state)}
                      {mail.attempts > 0 && <span className="block text-sm font-normal text-ink-soft">{copy.attempts(mail.attempts)}</span>}
                    </td>
                    <td className="px-4 py-3 text-sm">{problems.length > 0 ? problems.join(' · ') : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
