'use client';

import { useEffect, useId, useState } from 'react';
import type { Testimonial } from '@/content/schema';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { cn } from '@/lib/ui/class-names';

/** Spec §9: a new testimonial every 5000 ms; the slide itself takes 0.5 s (CSS). */
export const ROTATION_MS = 5000;

type PlayChoice = 'auto' | 'playing' | 'paused';

interface TestimonialCarouselProps {
  items: Testimonial[];
  label: string;
}

/**
 * WAI-ARIA carousel: rotates on its own, pauses while hovered or focused and with its pause button, and does
 * not rotate for visitors who prefer reduced motion unless they press play. Without JavaScript the buttons are
 * hidden and the slides scroll sideways (globals.css), every one of them readable.
 */
export function TestimonialCarousel({ items, label }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  // Slides other than the current one are hidden only once the buttons work.
  const scripted = useClientValue(() => true, false);
  const slidesId = useId();
  const count = items.length;

  const wantsRotation = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = wantsRotation && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div data-requires-js="" className="mb-4 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => setChoice(wantsRotation ? 'paused' : 'playing')}
          className="inline-flex min-h-11 items-center gap-2 rounded-pill border-2 border-line bg-white px-4 font-bold hover:border-primary"
        >
          {wantsRotation ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          )}
          {wantsRotation ? 'Automatischen Wechsel anhalten' : 'Automatisch wechseln'}
        </button>
      </div>

      <div className="relative">
        <div data-carousel-viewport="" className="overflow-hidden rounded-card">
          <div
            id={slidesId}
            aria-live={rotating ? 'off' : 'polite'}
            className="flex transition-transform duration-500 ease-out"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {items.map((item, i) => (
              <div
                key={`${item.name}-${i}`}
                role="group"
                aria-roledescription="Folie"
                aria-label={`${i + 1} von ${count}`}
                aria-hidden={scripted ? i !== index : undefined}
                inert={scripted && i !== index}
                className="w-full shrink-0 snap-start px-1"
              >
                <figure className="flex h-full flex-col justify-between rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
                  <blockquote className="text-lg leading-relaxed sm:text-xl">
                    <p>„{item.testemonial}“</p>
                  </blockquote>
                  <figcaption className="mt-6 font-extrabold text-primary">
                    {item.name}, {item.age} Jahre
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        {/* Below sm the 14 dots (24 px targets) sit between the arrows in two rows of seven, so the tab order
            (previous, dots, next) stays the order on screen. */}
        <div data-requires-js="" className="mt-4 flex items-center justify-between gap-2">
          <button
            type="button"
            aria-controls={slidesId}
            onClick={() => go(index - 1)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-line bg-white hover:border-primary"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 5l-7 7 7 7" />
            </svg>
            <span className="sr-only">Vorherige Stimme</span>
          </button>
          <div className="grid grid-cols-7 sm:flex sm:flex-wrap sm:justify-center">
            {items.map((item, i) => (
              <button
                key={`dot-${item.name}-${i}`}
                type="button"
                aria-controls={slidesId}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'block size-2.5 rounded-full transition-colors',
                    i === index ? 'size-3.5 bg-primary' : 'bg-[#8d89b0] group-hover:bg-primary',
                  )}
                />
                <span className="sr-only">Stimme {i + 1} von {count} zeigen</span>
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-controls={slidesId}
            onClick={() => go(index + 1)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-line bg-white hover:border-primary"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 5l7 7-7 7" />
            </svg>
            <span className="sr-only">Nächste Stimme</span>
          </button>
        </div>
      </div>
    </section>
  );
}
