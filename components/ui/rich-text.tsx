import { Link } from '@/components/ui/link';
import type { Route } from 'next';
import { Fragment } from 'react';
import { parseRichText } from '@/lib/ui/rich-text';

interface RichTextProps {
  text: string;
  linkClassName?: string;
}

/** Renders content copy in which `[Linktext](/pfad)` marks a link. */
export function RichText({ text, linkClassName = 'text-link' }: RichTextProps) {
  return (
    <>
      {parseRichText(text).map((segment, index) =>
        segment.type === 'text' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : segment.href.startsWith('/') ? (
          <Link key={index} href={segment.href as Route} className={linkClassName}>
            {segment.text}
          </Link>
        ) : (
          <a key={index} href={segment.href} className={linkClassName}>
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}

/** Paragraphs of content copy, each with its links. */
export function RichParagraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={className}>
          <RichText text={paragraph} />
        </p>
      ))}
    </>
  );
}
