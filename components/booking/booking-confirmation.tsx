import { bookingCopy } from '@/content/booking';
import { BookingSummary } from './booking-summary';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';

/** Shown in place of the wizard once the booking was sent; the page itself is noindex. */
export function BookingConfirmation({ params, number, receiptByMail }: { params: Record<string, string>; number?: string; receiptByMail: boolean }) {
  return (
    <section aria-labelledby="booking-confirmation-title" className="space-y-8">
      <div className="rounded-card border-2 border-teal bg-teal/10 p-5 sm:p-8">
        <h2 id="booking-confirmation-title" tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold text-teal-dark sm:text-3xl">
          {bookingCopy.confirmationTitle}
        </h2>
        <p className="mt-2 text-lg">{bookingCopy.confirmationIntro}</p>
        {number && (
          <p className="mt-4 text-lg">
            {bookingCopy.numberLabel}: <strong className="font-extrabold tracking-wide whitespace-nowrap">{number}</strong>
            <span className="block text-base text-ink-soft">{bookingCopy.numberHint}</span>
          </p>
        )}
      </div>
      <div>
        <h2 className="text-2xl font-extrabold">{bookingCopy.nextStepsTitle}</h2>
        <ol className="mt-4 grid gap-3 md:grid-cols-3">
          {bookingCopy.nextSteps(receiptByMail, params.email ?? '').map((text, index) => (
            <li key={text} className="rounded-card border border-line bg-white p-5 shadow-card">
              <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-extrabold text-white">
                {index + 1}
              </span>
              <p className="mt-3">{text}</p>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h2 className="text-2xl font-extrabold">Ihre Buchung im Überblick</h2>
        <div className="mt-4">
          <BookingSummary params={params} />
        </div>
      </div>
      <p className="text-ink-soft">
        {bookingCopy.questions}{' '}
        <PhoneLink />{' '}
        oder{' '}
        <EmailLink />
      </p>
    </section>
  );
}
