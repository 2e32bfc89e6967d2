'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  /** Id of the heading inside that names the dialog. */
  labelledBy: string;
  /**
   * Called once when the visitor closes the dialog (Escape, the close control or a click on the backdrop).
   * The dialog is already hidden then; the caller unmounts it, usually by navigating.
   */
  onDismiss: () => void;
  /** Where the close control leads without JavaScript. */
  closeHref: string;
  closeLabel?: string;
  /** Element to focus once the dialog is gone; by default the one that had focus when it opened. */
  returnFocus?: () => HTMLElement | null;
  /** Stays visible at the bottom of the panel (the main action). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the server HTML already shows it open (a shared link), and after
 * hydration it becomes modal, so the page behind is inert. Focus moves to the close control, Tab stays inside.
 */
export function Dialog({ labelledBy, onDismiss, closeHref, closeLabel = 'Schließen', returnFocus, footer, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const dismissed = useRef(false);
  const pressedOnBackdrop = useRef(false);
  // Kept in refs so the mount effect below runs once however often the parent re-renders.
  const onDismissRef = useRef(onDismiss);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onDismissRef.current = onDismiss;
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.matches(':modal')) {
      // Rendered with `open` (non-modal) for the server HTML; reopen it as a modal dialog.
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    closeRef.current?.focus();
    return () => {
      window.requestAnimationFrame(() => {
        // Still in the document means this was not a real unmount (React's development double effects).
        if (dialog.isConnected) return;
        const target = returnFocusRef.current?.() ?? (opener?.isConnected ? opener : null);
        // The page behind has not moved while the dialog was open; focusing must not move it either.
        target?.focus({ preventScroll: true });
      });
    };
  }, []);

  const close = () => dialogRef.current?.close();

  // Every way out (Escape included, which the browser handles) ends in the native close event.
  const onClose = () => {
    const dialog = dialogRef.current;
    // The close() before showModal() above also fires this event, after the dialog is open again.
    if (!dialog || dialog.open || dismissed.current) return;
    dismissed.current = true;
    onDismissRef.current();
  };

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop is the dialog element itself around the panel; a click there closes, Escape does so by keyboard.
    // The panel hangs from the top: centred, it rose while the browser was still painting the text coming in below.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      open
      aria-labelledby={labelledBy}
      onClose={onClose}
      onKeyDown={trapTab}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
      }}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none items-start justify-center bg-ink/60 p-0 text-ink backdrop:bg-transparent open:flex sm:p-6"
    >
      <div className="flex h-full w-full max-w-5xl flex-col overflow-hidden bg-white shadow-card sm:h-auto sm:max-h-full sm:rounded-card">
        <div className="flex shrink-0 justify-end border-b border-line px-3 py-2">
          <a
            ref={closeRef}
            href={closeHref}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded-pill px-4 font-bold text-ink-soft hover:bg-primary-tint hover:text-primary"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            {closeLabel}
          </a>
        </div>
        {/* Focusable so the long content scrolls by keyboard too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-6 focus-visible:outline-offset-[-3px] sm:px-8">
          {children}
        </div>
        {footer && <div className="shrink-0 border-t border-line bg-white px-5 py-3 sm:px-8 sm:py-4">{footer}</div>}
      </div>
    </dialog>
  );
}
