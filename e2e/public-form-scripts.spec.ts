import { expect, test, type Browser } from './support/test';

// On a phone every script file costs a task to fetch, compile and instantiate, and twenty small ones were
// long tasks of their own (docs/speed.md#main-thread). The booking form loads at most MAX_SCRIPTS files
// before it is interactive (<html data-ready>: the app has the page and its handlers):
//   15 the app around every page (entry, bundler runtime, React, the router, texts loader, shell),
//    3 the public page's frame (header, footer, dialog, API client),
//    2 the page's texts (common, public),
//    4 the form itself (its route's two chunks, the forms' shared chunk, the date field).
// That is 24; two more leave room for one new piece of the form (the availability calendar), while
// the files the forms shared before the forms' chunk existed (42 in all) fail it at once.
const MAX_SCRIPTS = 26;

/** The draft the form keeps as the customer types: a day, a slot, a variety and a price range chosen. */
const CHOSEN = {
  fullName: '',
  contactNumber: '',
  selectedDates: [new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)],
  selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
  mehendiVariety: 'Bridal',
  priceRange: '2000-3000',
  selectedDesigns: [],
  includeSiders: false,
  sidersType: null,
  sidersDesigns: [],
  venueAddress: '',
  venuePincode: '',
  guestCount: 0,
  sidersLength: null,
};

/** The script files the booking form fetched before it was interactive. */
async function scriptsBeforeInteractive(browser: Browser, draft: object | null): Promise<string[]> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
  });
  if (draft)
    await context.addInitScript(
      (json) => localStorage.setItem('bookingFormDraft', json),
      JSON.stringify(draft),
    );
  const page = await context.newPage();
  // Timed in the page itself, as the app marks it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.ready) return;
      (window as unknown as { readyAt: number }).readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeEnabled();
  const scripts = await page.evaluate(() => {
    const readyAt = (window as unknown as { readyAt: number }).readyAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= readyAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  await context.close();
  return [...new Set(scripts)];
}

test(`the booking form is interactive after at most ${MAX_SCRIPTS} script files`, async ({ browser }) => {
  const empty = await scriptsBeforeInteractive(browser, null);
  expect(empty.length, empty.join('\n')).toBeGreaterThan(0);
  expect(empty.length, empty.join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
  // As a customer has it when they tap: restored with a day, a slot and a variety chosen.
  const chosen = await scriptsBeforeInteractive(browser, CHOSEN);
  expect(chosen.length, chosen.join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
  test.info().annotations.push({
    type: 'script files',
    description: `${empty.length} empty, ${chosen.length} chosen`,
  });
});
