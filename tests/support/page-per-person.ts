import type { Browser, Page } from 'playwright-core';
import { keepAcrossTests, signedInPage, type PHONE } from './browser';

export type Viewport = typeof PHONE;

/**
 * For a file that opens many screens as a few people: one page per person and viewport, signed in once
 * for all of its screens' tests and closed when the next person or viewport starts (a page left open
 * polls the host). Made on first use, so any one test runs alone; `prepare` readies each new page.
 */
export function pagePerPerson(
  browser: () => Browser,
  prepare: (page: Page) => Promise<void> = () => Promise.resolve(),
) {
  let open: { key: string; page: Promise<Page> } | undefined;
  return {
    pageFor: async (key: string, make: () => Promise<Page>): Promise<Page> => {
      if (open?.key !== key) {
        const previous = open?.page;
        open = {
          key,
          page: make().then(async (page) => {
            keepAcrossTests(page.context());
            await prepare(page);
            return page;
          }),
        };
        await previous?.then((page) => page.context().close()).catch(() => undefined);
      }
      return open.page;
    },
    signedOut: (viewport: Viewport) =>
      browser()
        .newContext({ viewport })
        .then((context) => context.newPage()),
    signedIn: (email: string) => (viewport: Viewport) => signedInPage(browser(), email, viewport),
  };
}
