// The price ranges of the booking form (docs/pages.md): a range without designs is shown as "No designs
// yet" and cannot be chosen, a kept draft whose range has emptied says so, and no tile's content spills
// over its border on a narrow phone in any language.
import { expect, test, type Page } from './support/test';
import { adminToken, emptyPriceRange, uploadDesign } from './support/admin-api';
import { expectNoAxeViolations, newPublicPage } from './support/public-page';

// A variety and range no other test fills: the empty one; its neighbour has a design.
const VARIETY = 'Bridal (Engagement)';
const EMPTY = '3100-4000';
const FILLED = '2500-3000';

test.beforeAll(async ({ request, api }) => {
  const token = await adminToken(api);
  await emptyPriceRange(api, token, VARIETY, EMPTY);
  const designs = await request.get(`/api/designs/${encodeURIComponent(VARIETY)}/${FILLED}`);
  if (((await designs.json()) as unknown[]).length === 0)
    await uploadDesign(api, token, VARIETY, FILLED, 150);
});

async function openForm(page: Page) {
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

test('a price range without designs says "No designs yet" and cannot be chosen', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await openForm(page);
  await page.getByRole('radio', { name: VARIETY, exact: true }).check();
  const empty = page.getByRole('radio', { name: '₹3,100 – ₹4,000' });
  await expect(empty).toBeDisabled();
  await expect(page.locator('label.choice', { has: empty })).toContainText('No designs yet');
  const filled = page.getByRole('radio', { name: '₹2,500 – ₹3,000' });
  await expect(filled).toBeEnabled();
  await expect(page.locator('label.choice', { has: filled })).not.toContainText('No designs yet');
  await filled.check();
  await expect(page.getByRole('button', { name: 'Design 1', exact: true })).toBeVisible();
  await expect(empty).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test('a kept draft whose price range has no designs any more asks for another', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.addInitScript(
    ([variety, range]) =>
      localStorage.setItem(
        'bookingFormDraft',
        JSON.stringify({ mehendiVariety: variety, priceRange: range }),
      ),
    [VARIETY, EMPTY],
  );
  await openForm(page);
  const group = page.getByRole('group', { name: 'Price range (₹)' });
  await expect(group).toHaveAccessibleDescription(
    'The chosen price range has no designs any more. Please choose another.',
  );
  await page.getByRole('radio', { name: '₹2,500 – ₹3,000' }).check();
  await expect(page.getByText('The chosen price range has no designs any more.')).toBeHidden();
});

test('price tiles keep their content inside their border on narrow screens, in every language', async ({
  browser,
}, testInfo) => {
  // Widths are set here; one project is enough.
  test.skip(testInfo.project.name !== 'phone', 'the phone project covers the widths');
  const page = await newPublicPage(browser, testInfo);
  for (const language of ['en', 'mr', 'kn', 'hi']) {
    // Init scripts run in the order added: the last language wins.
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    for (const width of [360, 390, 768]) {
      await page.setViewportSize({ width, height: 844 });
      await openForm(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.locator(`input[name="mehendiVariety"][value="${VARIETY}"]`).check();
      await expect(page.locator('.choice__note').first()).toBeVisible();
      await page.locator('.choice--switch input').check();
      await page.locator('input[name="sidersType"][value="indian"]').check();
      await page.evaluate(() => document.fonts.ready);
      const spilling = await page
        .locator('form .choice')
        .evaluateAll((tiles) =>
          tiles.filter((tile) => tile.scrollWidth > tile.clientWidth).map((tile) => tile.textContent),
        );
      expect(spilling, `${language} at ${width} px`).toEqual([]);
    }
  }
});
