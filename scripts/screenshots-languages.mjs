/* global history -- page callbacks run in the browser */
// npm run screenshots:languages: every public page at 390×844 (or 1280×800 with SHOTS_SCREEN=laptop) in
// English, Marathi, Kannada and Hindi, for reading the wording as a native reader would (docs/pages.md).
// Pictures go to $SHOTS_DIR, else ./screenshots/languages/ (gitignored).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, shoot as shootPage } from './shoot.mjs';
import { startProduct } from './start-product.mjs';
import { adminSession, apiOf, postApplication, postBooking } from './shots-records.mjs';

const OUT = path.resolve(process.env.SHOTS_DIR ?? 'screenshots/languages');
const LANGUAGES = ['en', 'mr', 'kn', 'hi'];
const SCREEN =
  process.env.SHOTS_SCREEN === 'laptop'
    ? { viewport: { width: 1280, height: 800 } }
    : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

function inDays(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const BOOKING = {
  fullName: 'Asha Patil',
  contactNumber: '9876543210',
  selectedDates: [inDays(7), inDays(8)],
  selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)',
  mehendiVariety: 'Bridal (Engagement)',
  priceRange: '1600-2200',
  selectedDesigns: [],
  includeSiders: true,
  sidersType: 'indian',
  sidersDesigns: [],
};

async function shoot(page, language, name) {
  await page.locator('main h1').first().waitFor();
  await shootPage(page, path.join(OUT, `${language}-${name}.png`));
}

/**
 * The records My bookings and My work show: an approved artist, and a customer with one booking given to
 * that artist and one still waiting. Answers the two phone sessions, as the app keeps them.
 */
async function arrangeOwnRecords(product) {
  const artist = await postApplication(product, 'Sunita Patil', ['Bridal', 'Engagement', 'Siders'], 15);
  const admin = await adminSession(product);
  const api = apiOf(product);
  // Both booked before the first artist is approved, as requests: one artist has a place for one of them
  // (docs/bookings.md#places-and-availability).
  const assigned = await postBooking(product, 'Asha Patil', { siders: true });
  await postBooking(product, 'Asha Patil', { phone: assigned.phone, token: assigned.token });
  await api.ok('PATCH', `/api/artists/${artist.id}/review`, { token: admin, json: { status: 'approved' } });
  await api.ok('POST', `/api/customers/${assigned.id}/assign`, {
    token: admin,
    json: { artistId: artist.id },
  });
  const session = (role, { token, phone }) => ({ token, role, phone: `+91${phone}` });
  return { customer: session('customer', assigned), artist: session('artist', artist) };
}

/** A page behind the phone login, opened with that role's kept session. */
async function shootOwnPage(browser, baseUrl, language, session, url, name) {
  const context = await browser.newContext(SCREEN);
  await context.addInitScript(
    ([lang, stored]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('phoneSession', JSON.stringify({ ...stored, expiresAt: Date.now() + 3_600_000 }));
    },
    [language, session],
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  await page.locator('.my-list').first().waitFor();
  await shoot(page, language, name);
  await context.close();
}

async function capture(browser, baseUrl, language) {
  const context = await browser.newContext(SCREEN);
  await context.addInitScript(
    ([lang, booking]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('bookingFormDraft', JSON.stringify(booking));
      localStorage.setItem('bookingDetails', JSON.stringify(booking));
      localStorage.setItem('customerBookingConfirmed', 'true');
      localStorage.setItem('customerLoggedIn', 'true');
      localStorage.setItem('artistFormSubmitted', 'true');
    },
    [language, BOOKING],
  );
  const page = await context.newPage();
  const go = (url) => page.goto(`${baseUrl}${url}`);

  await go('/');
  await shoot(page, language, '01-home');
  await go('/customer-dashboard');
  await shoot(page, language, '10-booking');
  await go('/phone-auth?role=customer');
  await shoot(page, language, '20-phone-login');
  await go('/artist-dashboard');
  await page.locator('form button[type=submit]').click();
  await page.waitForTimeout(400);
  await shoot(page, language, '30-artist-errors');
  // The thank-you page reads the summary from the navigation state, as after a real booking.
  await go('/customer-thank-you');
  await page.evaluate(
    ([booking]) => {
      const summary = {
        reference: '3F9A2C71',
        dates: booking.selectedDates,
        time: booking.selectedTime,
        variety: booking.mehendiVariety,
        priceRange: booking.priceRange,
        estimate: { min: 3400, max: 4600 },
      };
      history.replaceState({ usr: { name: booking.fullName, summary }, key: 'shots', idx: 0 }, '');
    },
    [BOOKING],
  );
  await page.reload();
  await shoot(page, language, '23-customer-thank-you');
  await go('/thank-you');
  await shoot(page, language, '33-artist-thank-you');
  await go('/no-such-page');
  await shoot(page, language, '40-not-found');
  await context.close();
}

await mkdir(OUT, { recursive: true });
const product = await startProduct();
const browser = await launchBrowser();
try {
  const own = await arrangeOwnRecords(product);
  for (const language of LANGUAGES) {
    console.log(language);
    await capture(browser, product.baseUrl, language);
    await shootOwnPage(browser, product.baseUrl, language, own.customer, '/my-bookings', '25-my-bookings');
    await shootOwnPage(browser, product.baseUrl, language, own.artist, '/my-work', '35-my-work');
  }
} finally {
  await browser.close();
  await product.stop();
}
