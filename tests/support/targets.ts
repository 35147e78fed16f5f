import type { Page } from 'playwright-core';

/** The smallest target a thumb reliably hits (docs/product.md, Phones first): WCAG's 44 by 44 px. */
export const MIN_TARGET_PX = 44;

/**
 * Every control on the page smaller than 44 x 44 px, described for a failure message. A control
 * visually hidden behind its label (a radio card's input) is measured by its label; a link inside a
 * sentence is part of the text, as WCAG allows. A link that is the whole of its line (a bet card's
 * matchup, an activity item) is no sentence's part: it is measured like any control.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="switch"], [role="button"], [role="menuitem"], [role="option"]';
    const inSentence = (link: HTMLElement) =>
      [...(link.parentElement?.childNodes ?? [])].some(
        (node) => node !== link && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      const style = getComputedStyle(element);
      let box = element.getBoundingClientRect();
      if (style.display === 'none' || style.visibility === 'hidden' || (box.width === 0 && box.height === 0))
        continue;
      if (element.tagName === 'A' && style.display === 'inline' && inSentence(element)) continue;
      // Visually hidden until focused (the skip link): measured as it shows, not as it hides.
      if (style.clipPath === 'inset(50%)') continue;
      const label = (element as HTMLInputElement).labels?.[0];
      if ((box.width <= 1 || box.height <= 1) && label) box = label.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.height >= min - 0.5 && box.width >= min - 0.5) continue;
      const name =
        element.getAttribute('aria-label') ??
        (element.innerText || (element as HTMLInputElement).value || element.id || '').trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return found;
  }, MIN_TARGET_PX);
}
