import { expect, test, type Browser, type Page } from './support/test';
import { expectNoAxeViolations } from './support/public-page';
import { randomMobile } from './support/admin-api';

// The public pages arrive as HTML in the reader's language and the app takes them over without repainting
// (docs/pages.md).

/** A fresh browser (no stored language or draft) the size of a phone. */
const phoneContext = (browser: Browser) =>
  browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 390, height: 844 } });

test('a Marathi reader gets the page in Marathi before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'lang', value: 'mr', url: process.env.E2E_BASE_URL! }]);
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेहंदी मार्केटमध्ये आपले स्वागत आहे');
  await expect(page).toHaveTitle('मेहंदी मार्केट');

  await page.goto('/phone-auth?role=customer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ग्राहक लॉगिन');
  await expect(page.getByRole('textbox', { name: 'फोन नंबर' })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पृष्ठ सापडले नाही');
  await context.close();
});

/** Marks the prerendered heading before the app's code runs; the mark survives only if it is not repainted. */
async function openMarked(page: Page, url: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    // The document goes on being parsed while its module script is held here.
    const heading = page.locator('main h1');
    await heading.waitFor({ state: 'attached' });
    await heading.evaluate((element) => element.setAttribute('data-prerendered', 'yes'));
    await route.continue();
  });
  await page.goto(url);
  return errors;
}

test(
  'the app takes the prerendered page over without repainting it, in the chosen language',
  { tag: '@laptop' },
  async ({ browser }) => {
    const context = await phoneContext(browser);
    await context.addCookies([{ name: 'lang', value: 'hi', url: process.env.E2E_BASE_URL! }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    for (const url of ['/', '/customer-dashboard', '/artist-dashboard', '/phone-auth?role=customer']) {
      const page = await context.newPage();
      const errors = await openMarked(page, url);
      // Once the code is in: interactive (the menu opens) and still the same heading element, so hydrated
      // rather than rendered anew. (A tap before the code arrives does nothing, as on any page.)
      await page.waitForLoadState('networkidle');
      await page.locator('.menu-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('main h1')).toHaveAttribute('data-prerendered', 'yes');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(errors).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    await page.goto('/phone-auth?role=customer');
    await expectNoAxeViolations(page);
    await context.close();
  },
);

test('what is typed, ticked and tapped before the app has the page is kept, and the form is sent once', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  // The app's code is held back, as on a slow connection, while the visitor starts on the painted form.
  let letCodeIn!: () => void;
  const codeMayLoad = new Promise<void>((resolve) => (letCodeIn = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await codeMayLoad;
    await route.continue();
  });
  await page.goto('/customer-dashboard', { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: 'Full name' });
  await name.fill('Meera Kulkarni');
  await page.getByRole('radio', { name: /Morning to Afternoon/ }).check();
  await name.press('Enter');
  // A tap at once, as a thumb does it (forced: no waiting for the page to be ready).
  await page.getByRole('button', { name: 'Confirm Booking' }).click({ force: true });
  // Not sent the browser's way (the fields would be in the address).
  expect(page.url()).not.toContain('?');

  letCodeIn();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(name).toHaveValue('Meera Kulkarni');
  // The tap was not lost: once the app has the page it checks the form, knowing what was typed, and finds
  // only what was not filled in.
  await expect(page.getByText('Please enter at least one date.')).toBeVisible();
  await expect(page.getByText('Please enter a valid full name (letters only).')).toBeHidden();
  await expect(page.getByText('Please select a time range.')).toBeHidden();
  // And kept them as the draft a reload starts from.
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(name).toHaveValue('Meera Kulkarni');
  await expect(page.getByRole('radio', { name: /Morning to Afternoon/ })).toBeChecked();
  await context.close();
});

test('the page paints before the app is fetched, and its inline styles are not fetched again', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  for (const url of ['/', '/customer-dashboard', '/phone-auth?role=customer']) {
    const page = await context.newPage();
    // The entry and the modules the HTML itself names are the only code wanted before the paint (the app
    // adds preload links of its own later).
    const html = await (await page.request.get(url)).text();
    const named = [
      ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(named.length, url).toBeGreaterThan(0);
    await page.goto(url);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const load = await page.evaluate(() => {
      const path = (address: string) => new URL(address, location.href).pathname;
      const resources = performance.getEntriesByType('resource');
      return {
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scripts: resources
          .filter((resource) => path(resource.name).endsWith('.js'))
          .map((resource) => ({ path: path(resource.name), startedAt: resource.startTime })),
        stylesheets: resources.filter((resource) => path(resource.name).endsWith('.css')).length,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    const appCode = load.scripts.filter((script) => !named.includes(script.path));
    expect(appCode.length, url).toBeGreaterThan(3);
    for (const script of appCode) expect(script.startedAt, script.path).toBeGreaterThan(load.paintedAt);
    expect(load.stylesheets, url).toBe(0);
    // Styled by the inline sheets (the cream page colour), after the takeover as before it.
    expect(load.background, url).not.toBe('rgba(0, 0, 0, 0)');
    await page.close();
  }
  await context.close();
});

test('the customer login paints the notice or the number form it keeps, before the app is fetched', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  // Without a booking, with one, and asked for by My bookings (?then=own: the number form, always).
  for (const [kept, url] of [
    [false, '/phone-auth?role=customer'],
    [true, '/phone-auth?role=customer'],
    [false, '/phone-auth?role=customer&then=own'],
  ] as const) {
    const page = await context.newPage();
    const numberShown = kept || url.endsWith('then=own');
    if (kept) {
      // A confirmed booking kept in this browser (as the form leaves it before phone login).
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.setItem('bookingDetails', '{"fullName":"Ritu Shah"}'));
    } else {
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.clear());
    }
    // The app's code is held back: what shows now is what the first paint showed (the page's inline check,
    // allowed by the Content-Security-Policy's hash, decided it).
    let letCodeIn!: () => void;
    const codeMayLoad = new Promise<void>((resolve) => (letCodeIn = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await codeMayLoad;
      await route.continue();
    });
    // A CSP refusal, or the takeover finding other markup than the prerendered (a hydration error).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'commit' });
    const notice = page.getByRole('region', { name: 'No booking details found.' });
    const number = page.getByRole('textbox', { name: 'Phone number' });
    await expect(numberShown ? number : notice).toBeVisible();
    await expect(numberShown ? notice : number).toBeHidden();
    await (numberShown ? number : notice).evaluate((element) =>
      element.setAttribute('data-prerendered', 'yes'),
    );
    // My bookings' login: a number typed and "Send OTP" tapped before the code came is sent once it has.
    const sendsAtOnce = url.endsWith('then=own');
    if (sendsAtOnce) {
      await number.fill(randomMobile());
      await page.getByRole('button', { name: 'Send OTP' }).click({ force: true });
    }
    letCodeIn();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    if (sendsAtOnce) {
      // Sent: the page has moved on to the code.
      await expect(page.getByText('OTP sent successfully.').first()).toBeVisible();
      expect(errors).toEqual([]);
      await page.close();
      continue;
    }
    // Taken over as it was painted: the same element, the other one gone.
    await expect(numberShown ? number : notice).toHaveAttribute('data-prerendered', 'yes');
    await expect(numberShown ? notice : number).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-no-booking');
    expect(errors).toEqual([]);
    await page.close();
  }
  await context.close();
});
