import type { Browser, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { keepAcrossTests, signedInPage, type PHONE } from './browser';

export type Viewport = typeof PHONE;

/**
 * For a file that opens many screens as a few people: one page per person and viewport, signed in once
 * for all of its screens' tests. `pageForGroup`, called in a describe, answers that describe's page:
 * made on its first test's use, so any one test runs alone, readied by `prepare`, and closed after
 * its last test (a page left open polls the host). Each page's contexts are kept from their first
 * moment, so that people's describes may run side by side (`describe.concurrent`), each screen after
 * screen on its own page, while no test's end closes another's page.
 */
export function pagePerPerson(
  browser: () => Browser,
  prepare: (page: Page) => Promise<void> = () => Promise.resolve(),
) {
  return {
    pageForGroup: (make: () => Promise<Page>): (() => Promise<Page>) => {
      let page: Promise<Page> | undefined;
      afterAll(async () => {
        await page?.then((opened) => opened.context().close()).catch(() => undefined);
      });
      return () =>
        (page ??= make().then(
          async (opened) => {
            await prepare(opened);
            return opened;
          },
          (error: unknown) => {
            // A retry of the test signs in afresh.
            page = undefined;
            throw error;
          },
        ));
    },
    signedOut: async (viewport: Viewport) => {
      const context = await browser().newContext({ viewport });
      keepAcrossTests(context);
      return context.newPage();
    },
    signedIn: (email: string) => (viewport: Viewport) =>
      signedInPage(browser(), email, viewport, { kept: true }),
  };
}
