import type { Page } from '@playwright/test';

interface ShiftWindow {
  layoutShifts: string[];
}

/**
 * Records every layout shift of the documents `page` loads from now on, each with its score, its time and what moved
 * from where to where, so that a failing check names the element.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.layoutShifts = [];
    type Shift = { value: number; startTime: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
    const describe = (node?: Node) => (node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName));
    const rect = ({ x, y, width, height }: DOMRect) => [x, y, width, height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
        w.layoutShifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the document shown now (watchLayoutShifts must have been called before it loaded). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts);
}
