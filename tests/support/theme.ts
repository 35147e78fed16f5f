import type { Page } from 'playwright-core';

/** WCAG's relative luminance of an element's background: 0 is black, 1 white. */
export function backgroundLuminance(page: Page, selector = 'body'): Promise<number> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`No ${selector} on the page`);
    // A canvas turns whatever the computed colour is written in (oklch...) into sRGB bytes.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    const linear = (byte: number) => {
      const channel = byte / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  }, selector);
}

/** Dark: the page is stone-950 (0.003); light: stone-50 (0.96). */
export const isDark = async (page: Page, selector?: string) =>
  (await backgroundLuminance(page, selector)) < 0.05;

/**
 * Sets the system's light or dark and waits for the colours' transitions to end: axe reads colours as
 * they are at that instant.
 */
export async function systemScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}
