/**
 * Moves focus to an element and makes sure it is not hidden under the sticky header or below the fold. Plain
 * `focus()` scrolls only as far as needed, which can leave the element under the header. With `toTop`, the
 * element always moves up under the header, so what follows it (a result below its heading) is in view too.
 */
export function focusInView(element: HTMLElement | null | undefined, { toTop = false } = {}): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  if (toTop) {
    element.scrollIntoView({ block: 'start' });
    return;
  }
  const { top, bottom } = element.getBoundingClientRect();
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (top < headerBottom || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
}
