import type { ComponentProps } from 'react';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority (the LCP candidate). */
  priority?: boolean;
};

/**
 * All pictures of this site are hand-made SVGs, which next/image would pass through unoptimised anyway;
 * a plain <img> with fixed dimensions avoids its client bundle (about 6 KB gzip) and still prevents layout shift.
 */
export function Img({ priority = false, alt, ...props }: ImgProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
