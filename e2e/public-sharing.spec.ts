import { expect, test, type Locator, type Page } from './support/test';
import { formatDays, type CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { adminToken, phoneSession, randomMobile, uploadDesign } from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  openCustomerLogin,
  storedPhoneSession,
} from './support/public-page';
import { VISIT_VENUE } from './support/constants';
import { otpLog } from './support/server-log';

// My bookings tells the whole booking (issue 30 item 8): "Share on WhatsApp" on the thank-you page and on
// each booking sends the dates, slot, venue and reference to whoever the customer picks; an empty list
// offers Book now. Screenshots go outside the repository.
const SHOTS = '/tmp/shots-j-public';

const SLOT = 'Morning to Afternoon (11:00 AM to 4:00 PM)';
const VENUE_TEXT = '12 Tilak Road, Sadashiv Peth – 411030';

/** The text a "Share on WhatsApp" link prefills; the link names no chat, so the customer chooses. */
async function sharedText(link: Locator): Promise<string> {
  const url = new URL((await link.getAttribute('href'))!);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  return url.searchParams.get('text') ?? '';
}

/** The shared text (English) names the booking's days, slot, venue and reference. */
function expectSharedBooking(text: string, days: readonly string[], reference: string) {
  // The days as the pages write them in English ('17-18 Dec 2026', the shared formatter).
  expect(text).toContain(`Dates: ${formatDays(days, 'en')}`);
  expect(text).toContain(`Time: ${SLOT}`);
  expect(text).toContain(`Venue: ${VENUE_TEXT}`);
  expect(text).toContain(`Reference: ${reference}`);
}

/** The language the header's buttons choose, kept in the browser (public-home.spec.ts tests the buttons). */
async function readIn(page: Page, language: 'en' | 'hi') {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
}

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('the thank-you page shares the booking on WhatsApp: dates, slot, venue and reference', async ({
  browser,
  api,
}, testInfo) => {
  test.setTimeout(150_000);
  const design = await uploadDesign(api, await adminToken(api), 'Bridal', '2000-3000', 170);
  const days = [daysFromToday(18), daysFromToday(19)];
  const page = await newPublicPage(browser, testInfo);
  // A booking confirmed on the form, waiting for the phone login.
  const phone = await openCustomerLogin(page, {
    ...bookingPayload(design, {
      fullName: 'Meera Joshi',
      selectedDates: days,
      selectedTime: SLOT,
      ...VISIT_VENUE,
    }),
    contactNumber: '9876543210',
  });
  await phone.fill(randomMobile());
  const since = await otpLog.mark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await otpLog.codeSince(since));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Meera Joshi!' })).toBeVisible({
    timeout: 30_000,
  });

  const summary = page.locator('.booking-summary');
  const reference = await summary.getByText(/^[0-9A-F]{8}$/).innerText();
  await expect(summary).toContainText(`Venue${VENUE_TEXT}`);
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  const text = await sharedText(share);
  expect(text).toContain('My mehendi booking with Mehendi Market');
  expectSharedBooking(text, days, reference);
  await expectNoAxeViolations(page);
  await shoot(page, 'thank-you-en', testInfo.project.name);

  // In the page's language.
  await readIn(page, 'hi');
  const hindi = await sharedText(page.getByRole('link', { name: 'WhatsApp पर शेयर करें' }));
  expect(hindi).toContain('मेहंदी मार्केट पर मेरी मेहंदी बुकिंग');
  expect(hindi).toContain(`जगह: ${VENUE_TEXT}`);
  expect(hindi).toContain(`संदर्भ संख्या: ${reference}`);
  await shoot(page, 'thank-you-hi', testInfo.project.name);
});

test('each open booking in My bookings shares itself on WhatsApp', async ({ browser, api }, testInfo) => {
  const design = await uploadDesign(api, await adminToken(api), 'Bridal', '2000-3000', 180);
  const number = randomMobile();
  const token = await phoneSession(api, 'customer', number);
  const day = daysFromToday(16);
  const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, {
      fullName: 'Sana Kulkarni',
      selectedDates: [day],
      selectedTime: SLOT,
      ...VISIT_VENUE,
    }),
  });
  const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('customer', token, number));
  await page.goto('/my-bookings');
  const card = page.getByRole('article');
  await expect(card.getByText('Waiting for an artist')).toBeVisible();
  const text = await sharedText(card.getByRole('link', { name: 'Share on WhatsApp' }));
  expectSharedBooking(text, [day], reference);
  await expectNoAxeViolations(page);
  await shoot(page, 'my-bookings-en', testInfo.project.name);

  await readIn(page, 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible();
  const hindi = await sharedText(card.getByRole('link', { name: 'WhatsApp पर शेयर करें' }));
  expect(hindi).toContain(`संदर्भ संख्या: ${reference}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'my-bookings-hi', testInfo.project.name);
});

test('an empty My bookings offers Book now, which opens the booking form', async ({
  browser,
  api,
}, testInfo) => {
  const number = randomMobile();
  const token = await phoneSession(api, 'customer', number);
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('customer', token, number));
  await page.goto('/my-bookings');
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
  await shoot(page, 'my-bookings-empty-en', testInfo.project.name);
  await page.getByRole('main').getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
});
