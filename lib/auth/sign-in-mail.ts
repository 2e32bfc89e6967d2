import type { Address, SendMailOptions } from 'nodemailer';
import { internCopy } from '@/content/intern';
import { messageIdFor, PLAIN_ADDRESS } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { renderMail } from '@/lib/trial/mail-layout';
import { SIGN_IN_TEMPLATE } from './sign-in-template';
import { unseal } from './seal';

export interface SignInMailContext {
  from: string | Address;
  siteHost: string;
  /** The key the link was sealed with (lib/auth/server.ts). */
  sealing: Buffer;
}

const copy = internCopy.signInMail;

/**
 * The mail with a member's sign-in link, built when the relay sends its queue row: the link is unsealed only now.
 * Undefined for rows that are not sign-in links.
 */
export function signInMail(record: OutboxRecord, context: SignInMailContext): SendMailOptions | undefined {
  if (record.templateId !== SIGN_IN_TEMPLATE) return undefined;
  const email = record.params.email ?? '';
  const url = unseal(context.sealing, record.params.link ?? '');
  if (!PLAIN_ADDRESS.test(email)) throw new Error('Anmeldelink: keine gültige Empfängeradresse');
  // Sealed under another key (LINK_SECRET changed since): no link can be sent; the member asks for a new one.
  if (!url) throw new Error('Anmeldelink: nicht lesbar (anderer Schlüssel?)');
  return {
    from: context.from,
    to: email,
    subject: copy.subject,
    messageId: messageIdFor(record.id, context.siteHost),
    date: new Date(record.receivedAt),
    ...renderMail([
      { kind: 'p', text: copy.greeting },
      { kind: 'p', text: copy.intro },
      { kind: 'link', label: copy.button, url },
      { kind: 'small', text: copy.passkey },
      { kind: 'small', text: copy.notYou },
    ]),
  };
}
