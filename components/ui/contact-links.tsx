import { contactDetails } from '@/content/contact-details';

const INLINE = 'font-bold text-primary underline';

/** The academy's phone number as a tel: link that never breaks across lines. */
export function PhoneLink({ className = INLINE }: { className?: string }) {
  return (
    <a href={contactDetails.phoneHref} className={`whitespace-nowrap ${className}`}>
      {contactDetails.phoneDisplay}
    </a>
  );
}

/** The academy's email address as a mailto: link. */
export function EmailLink({ className = INLINE }: { className?: string }) {
  return (
    <a href={`mailto:${contactDetails.email}`} className={className}>
      {contactDetails.email}
    </a>
  );
}
