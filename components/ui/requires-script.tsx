import type { ReactNode } from 'react';
import { EmailLink, PhoneLink } from './contact-links';

interface RequiresScriptProps {
  /** Said instead, with phone and email, when JavaScript is off. */
  notice: string;
  /** Look of the notice where it does not sit in a card already. */
  noticeClassName?: string;
  children: ReactNode;
}

/**
 * Wraps a form or quiz that cannot work without JavaScript. The boot script marks <html> before the first paint,
 * so with JavaScript only the children show; without it only the notice (globals.css), and nothing is typed in vain.
 */
export function RequiresScript({ notice, noticeClassName, children }: RequiresScriptProps) {
  return (
    <>
      <div data-without-js="" className={noticeClassName}>
        <p>{notice}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          <PhoneLink />
          <EmailLink />
        </p>
      </div>
      <div data-requires-js="">{children}</div>
    </>
  );
}
