'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface DisclosureMenuProps {
  /** Visible button content. */
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Classes that keep the panel visible regardless of state (e.g. 'md:block' for the mobile menu). */
  alwaysVisibleClassName?: string;
  children: ReactNode;
}

/**
 * A button that shows and hides a panel of links (WAI-ARIA disclosure). Closes on route change, on a click
 * outside and on Escape (focus then returns to the button). The links stay server-rendered children.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  buttonClassName,
  panelClassName,
  alwaysVisibleClassName,
  children,
}: DisclosureMenuProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

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
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
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
