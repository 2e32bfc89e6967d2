import { useId, type Ref } from 'react';
import { formCopy } from '@/content/forms';

export interface SummaryEntry {
  /** '#<id of the field>' */
  href: string;
  message: string;
}

/**
 * The error summary at the top of a form the server answered (the GOV.UK Design System's pattern): a heading, then
 * each message as a link to its field. It takes the focus when the page arrives, so it is seen and read first; a form
 * that answers in place (the team's, addressed with "du") passes its own title and a ref to focus it again.
 */
export function ErrorSummary({ entries, title = formCopy.summaryTitle, ref }: { entries: SummaryEntry[]; title?: string; ref?: Ref<HTMLDivElement> }) {
  const titleId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the page was loaded for this answer; the summary is read first
    <div ref={ref} tabIndex={-1} autoFocus aria-labelledby={titleId} className="rounded-xl border-4 border-coral-dark bg-white p-4 outline-offset-4">
      <div role="alert">
        <h3 id={titleId} className="text-lg font-extrabold text-coral-dark">
          {title}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {entries.map(({ href, message }) => (
            <li key={`${href}-${message}`}>
              <a href={href} className="font-bold text-coral-dark underline underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
