import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Site-wide link. Viewport prefetching is off: on a cheap phone the background RSC fetches of every visible
 * link cost main-thread time while the page becomes interactive, and these static pages load fast on click.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
