import type { Page } from 'playwright-core';

export interface LayoutShift {
  /** CLS as the browser counts it: every shift since the page loaded, but those that follow a tap. */
  score: number;
  /** What moved, the largest shifts first, so that a failure names the part of the screen that jumped. */
  moved: string[];
}

/**
 * The page's layout shift since it loaded, read from the browser's own `layout-shift` entries (the
 * measure Lighthouse and Chrome's field data report). An observer with `buffered` holds every entry
 * so far as soon as it observes (Performance Timeline, observe()), so takeRecords() reads them at
 * once: no wait for a callback that never comes on a screen that did not move.
 */
export const layoutShift = (page: Page): Promise<LayoutShift> =>
  page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed element';
      const label = node.getAttribute('aria-label') ?? node.textContent.trim().slice(0, 50);
      return `<${node.tagName.toLowerCase()}> "${label}"`;
    };
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = (observer.takeRecords() as Shift[])
      .filter((entry) => !entry.hadRecentInput)
      .sort((a, b) => b.value - a.value);
    observer.disconnect();
    return {
      score: shifts.reduce((sum, entry) => sum + entry.value, 0),
      moved: shifts.map(
        (entry) =>
          `${entry.value.toFixed(3)}: ${entry.sources.map((source) => describe(source.node)).join(', ')}`,
      ),
    };
  });

/**
 * A phone's network for the API: every read answers `delayMs` late, so a screen draws what it shows
 * while loading (its skeletons) before its data lands in it, as on a phone, and a skeleton of the
 * wrong height moves what is below it.
 */
export async function slowReads(page: Page, delayMs = 800, paths: RegExp = /\/api\//): Promise<void> {
  await page.route(paths, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
}
