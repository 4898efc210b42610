import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/test';
import { adminToken, createArtistApplication, createBooking, openDashboardAs } from './support/admin-api';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: process.env.E2E_BASE_URL });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const { name, viewport } of VIEWPORTS) {
  test(`the admin pages have no axe violations on a ${name}`, async ({ browser, api }) => {
    // Ten screens, each analysed by axe: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const { page, close } = await newPage(browser, viewport);
    try {
      await page.goto('/admin-login');
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      await expectNoViolations(page);

      // A record in each list, so that its row and its details are analysed too.
      await createBooking(api, `Axe Booking ${name}`);
      await createArtistApplication(api, `Axe Artist ${name}`);
      await openDashboardAs(page, await adminToken(api));
      for (const section of [
        'Overview',
        'Artists',
        'Customers',
        'Upload Designs',
        'View and Manage Designs',
        'Upload Siders Designs',
        'View Siders Designs',
      ]) {
        if (name === 'phone') await page.getByRole('button', { name: /Menu/ }).click();
        await page.getByRole('link', { name: section, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
        if (section === 'Artists' || section === 'Customers') {
          await page.getByRole('button', { name: new RegExp(`^Open the .* of Axe .* ${name}$`) }).click();
          await expect(page.getByRole('dialog', { name: new RegExp(`of Axe .* ${name}$`) })).toBeVisible();
          await expectNoViolations(page);
          await page.keyboard.press('Escape');
        }
        await expectNoViolations(page);
      }

      await page.getByRole('button', { name: 'Admin' }).click();
      await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
      await expectNoViolations(page);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Admin' })).toBeFocused();

      await page.getByRole('button', { name: /Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin-profile');

      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
      await expectNoViolations(page);
    } finally {
      await close();
    }
  });
}

test('every control in the admin header is a finger-sized target on a phone', async ({ browser, api }) => {
  const { page, close } = await newPage(browser, VIEWPORTS[0].viewport);
  try {
    await openDashboardAs(page, await adminToken(api));
    const controls = page.locator('.admin-header').locator('button, select, a').filter({ visible: true });
    expect(await controls.count()).toBeGreaterThanOrEqual(3);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      expect(
        Math.round(box.height),
        await control.evaluate((element) => element.outerHTML.slice(0, 80)),
      ).toBeGreaterThanOrEqual(44);
      expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    }
  } finally {
    await close();
  }
});
