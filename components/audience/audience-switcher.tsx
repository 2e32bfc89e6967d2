'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useConsent } from '@/components/consent/consent-provider';
import { audienceContent, INTRO_DELAY_MS } from '@/content/audience';
import { AUDIENCES, readAudience, subscribeAudience, writeAudience, type Audience } from '@/lib/choices/audience';
import { dismissIntro, introDismissed, TYPE_INTRO_KEY } from '@/lib/choices/intro';
import { AudienceText } from './audience-text';

function PeopleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="8" cy="7" r="3.2" />
      <path d="M2.5 20c.6-3.6 2.7-5.6 5.5-5.6s4.9 2 5.5 5.6" />
      <circle cx="17" cy="10" r="2.4" />
      <path d="M14.6 15.2c.7-.5 1.5-.8 2.4-.8 2.3 0 3.9 1.6 4.4 4.6" />
    </svg>
  );
}

/**
 * Floating parent/child switcher (WAI-ARIA menu button with two menuitemradio). The choice flips <html
 * data-audience>; CSS then shows the other wording, so no content re-renders. With the intro bubble that points
 * at it once, after the cookie choice.
 */
export function AudienceSwitcher() {
  const audience = useSyncExternalStore(subscribeAudience, readAudience, (): Audience => 'parent');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  // The item to focus once the opened menu is shown.
  const focusOnOpen = useRef(0);
  const openMenu = (focusIndex: number) => {
    focusOnOpen.current = focusIndex;
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const intro = useIntroBubble();
  const choose = (next: Audience) => {
    writeAudience(next);
    // Whoever has used the switcher needs no hint about it any more.
    intro.dismiss();
    closeMenu(true);
  };

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusOnOpen.current]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const checkedIndex = AUDIENCES.indexOf(audience);
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : AUDIENCES.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = AUDIENCES.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index <= 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target !== undefined) {
      event.preventDefault();
      itemRefs.current[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} data-requires-js="" className="fixed bottom-4 left-4 z-40">
      <div role="status">
        {intro.visible && !open && (
          <div className="on-dark absolute bottom-full left-0 mb-4 w-[min(20rem,calc(100vw-2rem))] rounded-card bg-ink p-4 text-white shadow-card">
            <p className="text-sm">{intro.text}</p>
            <button
              type="button"
              onClick={() => {
                intro.dismiss();
                buttonRef.current?.focus();
              }}
              className="mt-3 min-h-11 min-w-16 rounded-pill bg-star px-5 font-bold text-ink hover:bg-[#ffb800]"
            >
              {audienceContent.intro.dismiss}
            </button>
            <span aria-hidden="true" className="absolute -bottom-2 left-5 size-4 rotate-45 bg-ink" />
          </div>
        )}
      </div>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute bottom-full left-0 mb-2 min-w-48 rounded-card border border-line bg-white p-2 shadow-card"
      >
        {AUDIENCES.map((option, index) => (
          <button
            key={option}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={audience === option}
            tabIndex={-1}
            onClick={() => choose(option)}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-bold hover:bg-primary-tint focus:bg-primary-tint aria-checked:text-primary"
          >
            <span aria-hidden="true" className="inline-flex size-5 items-center justify-center rounded-full border-2 border-current">
              {audience === option && <span className="size-2.5 rounded-full bg-current" />}
            </span>
            {audienceContent.options[option]}
          </button>
        ))}
      </div>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu(false) : openMenu(checkedIndex))}
        onKeyDown={onButtonKeyDown}
        // A round icon button like 'Nach oben' opposite: a wide label would cover the text column beside it.
        className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-card ring-2 ring-white hover:bg-primary-dark"
      >
        <PeopleIcon />
        <span className="sr-only">
          {audienceContent.buttonPrefix}{' '}
          <AudienceText parent={audienceContent.options.parent} child={audienceContent.options.child} />
        </span>
      </button>
    </div>
  );
}

/** The one-time intro bubble: shown a while after the cookie choice unless dismissed before (spec §4). */
function useIntroBubble() {
  const { choice } = useConsent();
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const kind = pathname === '/courses' ? 'overview' : 'switcher';
  const delay = INTRO_DELAY_MS[kind];

  useEffect(() => {
    if (choice === null || introDismissed(TYPE_INTRO_KEY)) return;
    const timer = window.setTimeout(() => setVisible(true), delay);
    return () => window.clearTimeout(timer);
  }, [choice, delay]);

  return {
    visible,
    text: audienceContent.intro[kind],
    dismiss: () => {
      dismissIntro(TYPE_INTRO_KEY);
      setVisible(false);
    },
  };
}
