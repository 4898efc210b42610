// The tests' `test`: Playwright's, with each test arriving from its own client address, and `api`, the
// tests' one HTTP client (packages/test-client) for arranging data. The e2e server trusts X-Forwarded-For
// (TRUST_PROXY, as behind the production proxy), so per-address limits such as 30 phone codes an hour
// count one visitor's sends, not the whole suite's; per-phone limits still apply. Browser contexts a test
// opens itself (newPublicPage) are closed when it ends.
import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';
import { ApiClient, fetchTransport } from '@mehendi/test-client';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page, Route, TestInfo } from '@playwright/test';

/** A private (10.x.y.z) address of its own for each test. */
function clientAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

export const test = base.extend<{ api: ApiClient; closeOwnContexts: void }>({
  // Playwright needs the destructured first argument even when no fixture is used.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddress(testInfo.testId || testInfo.titlePath.join(' › ')) });
  },
  api: async ({ baseURL, extraHTTPHeaders }, use) => {
    await use(new ApiClient(fetchTransport(baseURL ?? '', extraHTTPHeaders)));
  },
  // Playwright closes the `context` fixture's context after each test, but not one a test opened with
  // browser.newContext(): left open, every page of the run would stay alive in the one browser, and every
  // later test would start and stop tracing on each of them when tracing is on (--trace).
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().flatMap((own) => (before.has(own) ? [] : [own.close()])));
    },
    { auto: true },
  ],
});
