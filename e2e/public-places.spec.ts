import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import {
  adminToken,
  createArtistApplication,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  pickDate,
  verifyCustomerPhone,
  weekendAhead,
} from './support/public-page';

// A date without a free artist (docs/bookings.md#places-and-availability): the booking is refused before
// phone login, at the form's dates, in the reader's language (the server's 409 says the same after it).
const SHOTS = '/tmp/shots-avail';
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function confirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Send booking request' })
    .click();
}

test('a date without a free artist is refused at the dates before phone login, in the reader’s language', async ({
  browser,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Munj', '800-1500', 160);
  // The one approved artist does Munj on Sunday afternoons only.
  const artist = await createArtistApplication(api, `Sunday Artist ${testInfo.project.name}`, ['Munj']);
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, { token: admin, json: { status: 'approved' } });
  await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
    token: admin,
    json: { weekly: { sun: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 1 },
  });
  const { saturday, sunday } = weekendAhead(14, testInfo.project.name === 'phone' ? 0 : 1);
  const name = `Full Saturday ${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;

  // The form as the customer filled it in (the form itself is tested in public-booking.spec.ts).
  const page = await newPublicPage(browser, testInfo, {
    bookingFormDraft: JSON.stringify({
      fullName: name,
      contactNumber: '9876501234',
      selectedDates: [saturday],
      selectedTime: AFTERNOON,
      mehendiVariety: 'Munj',
      priceRange: '800-1500',
      selectedDesigns: [design.imagePath],
      includeSiders: false,
      sidersType: null,
      sidersDesigns: [],
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      guestCount: 0,
      sidersLength: null,
    }),
  });
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('list', { name: 'Chosen dates' }).getByRole('listitem')).toHaveCount(1);
  // The calendar knows nobody works the Saturday ("No artists", no waiting list to join): confirming says
  // so at the dates before phone login (the server refuses it too, with the same message: 409).
  const calendar = page.getByRole('grid');
  const full = calendar.locator(`button[data-day="${saturday}"][data-places="closed"]`);
  await expect(full).toBeVisible({ timeout: 30_000 });
  await expect(full).toHaveAccessibleName(/, No artists$/);
  await expect(page.getByRole('button', { name: /^Join the waiting list/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const message =
    /^No artist is free on (?:Sat, )?\d{1,2} \w{3,4},? \d{4} \(4 PM-9 PM\)\. Please choose another date or join the waiting list\.$/;
  await expect(page.getByText(message)).toBeVisible();
  await expect(calendar).toHaveAccessibleDescription(new RegExp(message.source.slice(1, -1)));
  // The focus is in the dates (the Saturday's chip, or the Saturday once the calendar is in).
  await expect(page.getByRole('group', { name: 'Dates' }).locator(':focus')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/full-date-en-${testInfo.project.name}.png`, fullPage: false });

  // In Marathi (the language buttons are tested in public-home.spec.ts).
  for (const [language, words] of [
    ['mr', 'एकही कलाकार मोकळा नाही'],
    ['hi', 'कोई भी कलाकार खाली नहीं है'],
    ['kn', 'ಯಾವ ಕಲಾವಿದರೂ ಬಿಡುವಾಗಿಲ್ಲ'],
  ] as const) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(full).toBeVisible({ timeout: 30_000 });
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText(words)).toBeVisible();
    if (language === 'mr')
      await page.screenshot({ path: `${SHOTS}/full-date-mr-${testInfo.project.name}.png`, fullPage: false });
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });

  // Sunday has a place: the message goes with the Saturday, and the booking is taken.
  await page.getByRole('button', { name: /^Remove / }).click();
  await pickDate(page, sunday);
  await expect(page.getByText(message)).toBeHidden();
  await confirm(page);
  await verifyCustomerPhone(page);
  await expect(page).toHaveURL(/\/customer-thank-you$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${name}!` })).toBeVisible();
});
