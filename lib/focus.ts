/**
 * Moves focus to an element and makes sure it is not hidden under the sticky header or below the fold. Plain
 * `focus()` scrolls only as far as needed, which can leave the element under the header.
 */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const { top, bottom } = element.getBoundingClientRect();
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (top < headerBottom || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
}
