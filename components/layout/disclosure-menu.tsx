'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/ui/class-names';

interface DisclosureMenuProps {
  /** Visible button content. */
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Classes that keep the panel visible regardless of state (e.g. 'md:block' for the mobile menu). */
  alwaysVisibleClassName?: string;
  /**
   * Where the control leads without JavaScript, when the button cannot work: a page with the same links, or
   * `#` + `panelId`, which opens the panel through CSS :target (globals.css).
   */
  fallbackHref: string;
  /** A fixed id for the panel, for a `#panelId` fallback. */
  panelId?: string;
  children: ReactNode;
}

/**
 * A button that shows and hides a panel of links (WAI-ARIA disclosure). Closes on route change, on a click
 * outside, when keyboard focus moves on past it, and on Escape (focus then returns to the button). The links stay
 * server-rendered children. Without JavaScript a link to `fallbackHref` stands in for the button (CSS hides one of them).
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  buttonClassName,
  panelClassName,
  alwaysVisibleClassName,
  fallbackHref,
  panelId: fixedPanelId,
  children,
}: DisclosureMenuProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const generatedId = useId();
  const panelId = fixedPanelId ?? generatedId;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    // A chosen link closes the panel even when it points at the page already shown.
    const onLinkClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpenOn(null);
    };
    const panel = panelRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    panel?.addEventListener('click', onLinkClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      panel?.removeEventListener('click', onLinkClick);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing on past the last link closes the panel, so it does not cover what gets focus next.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpenOn(null);
      }}
    >
      {/* Both are always rendered and globals.css shows one: the link without JavaScript, the button with it (the
          boot script marks <html> before the first paint). Taking the link out once hydrated cost every page a
          second render and layout right after hydration (issue 34). */}
      <a href={fallbackHref} data-without-js="" className={buttonClassName}>
        {label}
      </a>
      <button
        ref={buttonRef}
        type="button"
        data-requires-js=""
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        className={buttonClassName}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {label}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={cn(panelClassName, open ? 'block' : 'hidden', alwaysVisibleClassName)}
      >
        {children}
      </div>
    </div>
  );
}
