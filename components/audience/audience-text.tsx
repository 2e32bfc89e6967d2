import type { ElementType, ReactNode } from 'react';

interface AudienceTextProps {
  parent: ReactNode;
  /** Child wording ("du"); without it the parent wording stands for both. */
  child?: ReactNode;
  /** Element around each wording; 'span' inside a paragraph, 'div' around paragraphs. */
  as?: ElementType;
  className?: string;
}

/**
 * Both wordings of a text. CSS (app/globals.css) hides the one that does not match <html data-audience> with
 * display:none, so screen readers and search engines get one wording, and server HTML shows the parent one.
 * A server component: switching the view re-renders nothing.
 */
export function AudienceText({ parent, child, as: Tag = 'span', className }: AudienceTextProps) {
  if (child === undefined) return <Tag className={className}>{parent}</Tag>;
  return (
    <>
      <Tag data-view="parent" className={className}>
        {parent}
      </Tag>
      <Tag data-view="child" className={className}>
        {child}
      </Tag>
    </>
  );
}
