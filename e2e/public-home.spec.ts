import { expect, test, type Page, type TestInfo } from './support/test';
import { expectNoAxeViolations, isPhone, newPublicPage } from './support/public-page';

const LANGUAGES = [
  { code: 'mr', button: 'मराठी', welcome: 'मेहंदी मार्केटमध्ये आपले स्वागत आहे' },
  { code: 'kn', button: 'ಕನ್ನಡ', welcome: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್‌ಗೆ ಸುಸ್ವಾಗತ' },
  { code: 'hi', button: 'हिन्दी', welcome: 'मेहंदी मार्केट में आपका स्वागत है' },
  { code: 'en', button: 'English', welcome: 'Welcome to Mehendi Market' },
] as const;

async function chooseLanguage(page: Page, testInfo: TestInfo, button: string) {
  if (isPhone(testInfo)) {
    await page.locator('.menu-button').click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: button }).click();
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole('navigation').getByRole('button', { name: button }).click();
  }
}

test(
  'the home page welcomes, links both ways in and shows the owner contact',
  { tag: '@laptop' },
  async ({ browser }, testInfo) => {
    const page = await newPublicPage(browser, testInfo);
    await page.goto('/');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Mehendi Market' })).toBeVisible();
    await expect(page).toHaveTitle('Mehendi Market');
    await expect(page.getByRole('link', { name: 'Book mehendi' })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    await expect(page.getByRole('link', { name: 'Join as an artist' })).toHaveAttribute(
      'href',
      '/artist-dashboard',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Contact: Mehendi Market')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(footer.getByRole('link', { name: 'support@mehendimarket.in' })).toHaveAttribute(
      'href',
      'mailto:support@mehendimarket.in',
    );
    await expectNoAxeViolations(page);

    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    } else {
      // One's own records are one click away on a wide screen (behind the menu on a phone).
      const own = page.getByRole('navigation', { name: 'Your bookings and work' });
      await expect(own.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
      await expect(own.getByRole('link', { name: 'My work' })).toHaveAttribute('href', '/my-work');
    }

    await page.getByRole('link', { name: 'Book mehendi' }).click();
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
  },
);

test('each language changes the text and <html lang>, and the choice survives a reload', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const language of LANGUAGES) {
    await chooseLanguage(page, testInfo, language.button);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.welcome);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.welcome);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    if (language.code !== 'en') await expectNoAxeViolations(page);
  }
});

test('a chosen language carries to the forms and their messages', async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await chooseLanguage(page, testInfo, 'हिन्दी');
  await page.getByRole('link', { name: 'मेहंदी बुक करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेहंदी कलाकार बुक करें' })).toBeVisible();
  await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();
  await expect(page.getByText('कृपया कम से कम एक तारीख दर्ज करें।')).toBeVisible();
  await expect(page).toHaveTitle('मेहंदी कलाकार बुक करें · मेहंदी मार्केट');

  // Phone login names the countries in the chosen language too (the login for My bookings: without a
  // confirmed booking the customer login offers My bookings and the form instead of a number).
  await page.goto('/phone-auth?role=customer&then=own');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const country = page.getByRole('combobox', { name: 'देश' });
  await expect(country.locator('option:checked')).toHaveText('भारत');
  await expect(country.locator('option[value="ZZ"]')).toHaveText('अंतरराष्ट्रीय');
});

test('an unknown address shows the 404 page with a way home', async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/no/such/page');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Mehendi Market' })).toBeVisible();
});

test('guards send visitors to the right form', async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/customer-login');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await page.goto('/customer-thank-you');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await page.goto('/thank-you');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/artist-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artist registration' })).toBeVisible();
  await page.goto('/phone-auth?role=artist');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/artist-dashboard$/);
  await page.goto('/phone-auth?role=nobody');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Once a booking was confirmed locally, /customer-login shows the form with it.
  await page.evaluate(() => {
    localStorage.setItem(
      'bookingDetails',
      JSON.stringify({ fullName: 'Ritu Shah', contactNumber: '9812345670' }),
    );
    localStorage.setItem('customerBookingConfirmed', 'true');
  });
  await page.goto('/customer-login');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/customer-login$/);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ritu Shah');
  await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveValue('9812345670');
});

test('no public page scrolls sideways', { tag: '@laptop' }, async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  for (const url of [
    '/',
    '/customer-dashboard',
    '/phone-auth?role=customer',
    '/artist-dashboard',
    '/missing',
  ]) {
    await page.goto(url);
    await expect(page.locator('main h1')).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], url).toBeLessThanOrEqual(widths[1]!);
  }
});

test('a page that fails to load shows the crash fallback with a way out', async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  // A route module that throws as it loads, as a broken deploy would.
  await page.route(/\/assets\/not-found-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken chunk");' }),
  );
  await page.goto('/missing');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Mehendi Market' })).toBeVisible();
});
