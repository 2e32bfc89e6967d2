import type { SendMailOptions } from 'nodemailer';
import { trialStaffCopy as copy } from '@/content/trial-mail';
import { formatIsoDate } from '@/lib/calendar/dates';
import { enquiryMail, type MailAddressing } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import type { LinkMaker } from './links';
import { TRIAL_TEMPLATES } from './rows';

const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The staff mails about a trial seat: the signup (or the waitlist place) as the parent sent it, a move, a family that
 * took a freed seat. Each about a held seat carries the link that frees it, for a signup the team knows to be false;
 * `signupId` is the seat it is about (for the signup mail, read from trial_signups by the relay).
 */
export function trialStaffMail(record: OutboxRecord, addressing: MailAddressing, links: LinkMaker, signupId: string | undefined): SendMailOptions {
  const { params } = record;
  const date = isoDate(params.trial_date);
  const shown = date ? formatIsoDate(date) : '';
  const link = signupId ? { text: copy.free, url: links.url('cancel', signupId) } : undefined;
  switch (record.templateId) {
    case TRIAL_TEMPLATES.moved:
      return enquiryMail(record, addressing, { subject: copy.movedSubject(shown), heading: copy.movedHeading, ...(link ? { link } : {}) });
    case TRIAL_TEMPLATES.claimed:
      return enquiryMail(record, addressing, { subject: copy.claimedSubject(shown), heading: copy.claimedHeading, ...(link ? { link } : {}) });
    default:
      if (params.trial_waitlist) return enquiryMail(record, addressing, { subject: copy.waitlistSubject(shown, params.trial_waitlist), heading: copy.waitlistHeading });
      return enquiryMail(record, addressing, link ? { link } : {});
  }
}
