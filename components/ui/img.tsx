import type { ComponentProps } from 'react';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * All pictures of this site are hand-made SVGs, which next/image would pass through unoptimised anyway;
 * a plain <img> with fixed dimensions avoids its client bundle (about 6 KB gzip) and still prevents layout shift.
 */
export function Img({ alt, ...props }: ImgProps) {
  // Lazy by default; pass loading="eager" for a picture in the first screen.
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
