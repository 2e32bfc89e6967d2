'use client';

import { useEffect, useRef, useState } from 'react';

export const DEFAULT_TEAM_PHOTO = '/images/team/default.svg';

interface TeamPhotoProps {
  src: string;
  alt: string;
  size: number;
  className?: string;
  /** In the first screen: load at once instead of lazily. */
  eager?: boolean;
}

/** A teacher's photo that falls back to the default picture when it cannot be loaded (spec §3, §8). */
export function TeamPhoto({ src, alt, size, className, eager = false }: TeamPhotoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) {
      console.error(`Teamfoto konnte nicht geladen werden: ${src}`);
      setFailed(true);
    }
  }, [src]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG portraits need no optimisation; onError must see the real element
    <img
      ref={ref}
      src={failed ? DEFAULT_TEAM_PHOTO : src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={() => {
        if (failed) return;
        console.error(`Teamfoto konnte nicht geladen werden: ${src}`);
        setFailed(true);
      }}
    />
  );
}
