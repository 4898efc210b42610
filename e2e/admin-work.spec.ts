import { readFile } from 'node:fs/promises';
import type { ApiClient } from '@mehendi/test-client';
import { expect, test, type Locator, type Page } from './support/test';
import { formatDay, type Artist, type CustomerBooking } from '@mehendi/shared';
import { SERVER_LOG } from './support/constants';
import { findCard } from './support/console-list';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import {
  adminToken,
  createArtistApplication,
  createBooking,
  openDashboardAs,
  phoneSession,
  randomMobile,
  toast,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';

// Running the work from the console (docs/pages.md): review, assign, complete, cancel, search, export.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

// Approved artists make dates fill up (docs/bookings.md#places-and-availability); each test starts without.
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function approveByApi(api: ApiClient, artist: Artist): Promise<void> {
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, {
    token: await adminToken(api),
    json: { status: 'approved' },
  });
}

async function assignByApi(api: ApiClient, booking: CustomerBooking, artist: Artist): Promise<void> {
  await api.ok('POST', `/api/customers/${booking._id}/assign`, {
    token: await adminToken(api),
    json: { artistId: artist._id },
  });
}

/** Opens the booking's details from its card: the dialog. */
async function openDetails(page: Page, card: Locator, name: string) {
  await card.getByRole('button', { name: `Open the booking of ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Booking of ${name}` });
  await expect(details).toBeVisible();
  return details;
}

/** The card (phone) of the record whose heading names `name`, after searching for it: the only one shown. */
async function findOnlyCard(page: Page, name: string) {
  const card = await findCard(page, name);
  await expect(page.locator('.admin-card')).toHaveCount(1);
  return card;
}

test('an application is approved, the booking assigned to that artist, then completed', async ({
  page,
  api,
}) => {
  const artist = await createArtistApplication(api, 'Anjali Mehta');
  // Booked for today: a booking is completed on or after its first day.
  await createBooking(api, 'Bhavana Shinde', [daysFromToday(0)]);
  const token = await adminToken(api);

  await openDashboardAs(page, token);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Applications waiting for review/ })).toBeVisible();

  await openDashboardAs(page, token, 'artists');
  await page.getByRole('button', { name: /^Pending/ }).click();
  const artistCard = await findOnlyCard(page, 'Anjali Mehta');
  await artistCard.getByRole('button', { name: 'Approve Anjali Mehta' }).click();
  await expect(toast(page, 'Artist review saved.')).toBeVisible();
  await page.getByRole('button', { name: /^Approved/ }).click();
  await expect(
    (await findOnlyCard(page, 'Anjali Mehta')).getByText('Approved', { exact: true }),
  ).toBeVisible();

  await openDashboardAs(page, token, 'customers');
  const bookingCard = await findOnlyCard(page, 'Bhavana Shinde');
  await bookingCard.getByRole('button', { name: 'Assign an artist to Bhavana Shinde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign an artist to Bhavana Shinde' });
  await dialog.getByRole('radio', { name: new RegExp(artist.fullName) }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(page, 'Booking updated.')).toBeVisible();
  await expect(bookingCard.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(bookingCard.getByText('Anjali Mehta')).toBeVisible();
  const details = await openDetails(page, bookingCard, 'Bhavana Shinde');
  await expect(details.getByRole('link', { name: `WhatsApp ${artist.whatsappNumber}` })).toHaveAttribute(
    'href',
    /text=Hello%20Anjali%20Mehta/,
  );
  await details.getByRole('button', { name: 'Close' }).click();

  // Once confirmed, the row's next step is Complete.
  await bookingCard.getByRole('button', { name: 'Mark the booking of Bhavana Shinde completed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(bookingCard.getByText('Completed', { exact: true })).toBeVisible();
});

test('a confirmed booking whose first day is still ahead cannot be completed yet', async ({ page, api }) => {
  const artist = await createArtistApplication(api, 'Gauri Later');
  await approveByApi(api, artist);
  // Days of its own: other tests' waiting bookings hold days 20 and 21, which its one artist could not serve.
  const booking = await createBooking(api, 'Hema Later', [daysFromToday(27), daysFromToday(26)]);
  await assignByApi(api, booking, artist);

  await openDashboardAs(page, await adminToken(api), 'customers');
  const card = await findOnlyCard(page, 'Hema Later');
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  const firstDay = formatDay(daysFromToday(26), 'en');
  await expect(card.getByText(`Can be completed from ${firstDay}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark the booking of Hema Later completed' })).toHaveCount(0);
});

test('an artist already confirmed at that time is shown but cannot be chosen', async ({ page, api }) => {
  const artist = await createArtistApplication(api, 'Chitra Busy');
  await approveByApi(api, artist);
  // A second artist, so the second booking finds a place too.
  await approveByApi(api, await createArtistApplication(api, 'Lata Spare'));
  // Both bookings ask for the same day and slot (a day of their own: earlier tests' bookings hold theirs).
  const first = await createBooking(api, 'Deepa First', [daysFromToday(24)]);
  await createBooking(api, 'Esha Second', [daysFromToday(24)]);
  await assignByApi(api, first, artist);

  await openDashboardAs(page, await adminToken(api), 'customers');
  const card = await findOnlyCard(page, 'Esha Second');
  await card.getByRole('button', { name: 'Assign an artist to Esha Second' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign an artist to Esha Second' });
  const busy = dialog.getByRole('radio', { name: /Chitra Busy/ });
  await expect(busy).toBeDisabled();
  await expect(dialog.getByText(/Busy: booked for Deepa First on/)).toBeVisible();
});

test("the candidate list shows ratings and the customer's wish, the wished artist first", async ({
  page,
  api,
}) => {
  const admin = await adminToken(api);
  const rated = await createArtistApplication(api, 'Kavya Rated');
  await approveByApi(api, rated);
  const wished = await createArtistApplication(api, 'Ira Wished');
  await approveByApi(api, wished);
  // A published review of Kavya's: her booking today is assigned, completed (freeing today's place) and rated.
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 15);
  const phone = randomMobile();
  const customer = await phoneSession(api, 'customer', phone);
  const done = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token: customer,
    json: bookingPayload(design, {
      fullName: 'Nisha Rated',
      contactNumber: phone,
      selectedDates: [daysFromToday(0)],
    }),
  });
  await assignByApi(api, done, rated);
  await api.ok('POST', `/api/customers/${done._id}/status`, { token: admin, json: { status: 'completed' } });
  const review = await api.ok<{ _id: string }>('POST', `/api/my/bookings/${done._id}/review`, {
    token: customer,
    json: { stars: 4, text: 'A deep stain by the next evening.' },
  });
  await api.ok('PATCH', `/api/reviews/${review._id}`, { token: admin, json: { status: 'published' } });
  // A booking that asks for Ira, on a day of its own.
  const wishPhone = randomMobile();
  await api.ok('POST', '/api/customers/add', {
    token: await phoneSession(api, 'customer', wishPhone),
    json: bookingPayload(design, {
      fullName: 'Mira Wish',
      contactNumber: wishPhone,
      selectedDates: [daysFromToday(29)],
      preferredArtistId: wished._id,
    }),
  });

  await openDashboardAs(page, admin, 'customers');
  const card = await findOnlyCard(page, 'Mira Wish');
  const details = await openDetails(page, card, 'Mira Wish');
  await expect(details.getByText('Asked for Ira')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Assign an artist to Mira Wish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign an artist to Mira Wish' });
  await expect(dialog.getByText('Asked for Ira', { exact: true })).toBeVisible();
  // Ira leads (the wish, among the free); Kavya follows with her one published review.
  const options = dialog.locator('.assign-option');
  await expect(options.first()).toContainText('Ira Wished');
  await expect(options.first()).toContainText('Asked for by the customer');
  await expect(options.nth(1)).toContainText('Kavya Rated');
  await expect(options.nth(1)).toContainText('★ 4.0 from 1 review');
  await expect(options.first()).toContainText('No reviews yet');
  await page.screenshot({ path: `${SHOTS}/candidates-en-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/candidates-en-1280.png` });

  // In Hindi: the wish and the rating in the customer's words.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await openDashboardAs(page, admin, 'customers', 'एडमिन डैशबोर्ड');
  await page.getByRole('button', { name: 'Mira Wish के लिए कलाकार सौंपें' }).first().click();
  const hindi = page.getByRole('dialog', { name: 'Mira Wish के लिए कलाकार सौंपें' });
  await expect(hindi.getByText('ग्राहक ने Ira को माँगा', { exact: true })).toBeVisible();
  await expect(hindi.locator('.assign-option').nth(1)).toContainText('★ 4.0 (1 समीक्षा)');
  await page.screenshot({ path: `${SHOTS}/candidates-hi-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/candidates-hi-390.png` });
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});

test('a cancelled booking says why and its text appears in the log', async ({ page, api }) => {
  const booking = await createBooking(api, 'Farah Cancel');
  const logStart = (await readFile(SERVER_LOG)).length;
  await openDashboardAs(page, await adminToken(api), 'customers');
  const card = await findOnlyCard(page, 'Farah Cancel');
  const details = await openDetails(page, card, 'Farah Cancel');
  await details.getByRole('button', { name: 'Cancel the booking of Farah Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Farah Cancel' });
  // The buttons say what they do.
  await expect(dialog.getByRole('button')).toHaveText(['Keep the booking', 'Cancel the booking']);
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Family moved the date');
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(toast(page, 'Booking updated.')).toBeVisible();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details).toContainText('Family moved the date');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

  // The console provider logs the text; the number is masked.
  await expect
    .poll(async () => (await readFile(SERVER_LOG)).subarray(logStart).toString('utf8'), { timeout: 15_000 })
    .toContain('Mehendi Market: your Bridal mehendi booking on');
  const log = (await readFile(SERVER_LOG)).subarray(logStart).toString('utf8');
  expect(log).toContain('is cancelled: Family moved the date');
  expect(log).not.toContain(booking.loginNumber);
  await page.reload();
  const reloaded = await openDetails(page, await findOnlyCard(page, 'Farah Cancel'), 'Farah Cancel');
  await expect(reloaded.getByText(/Customer: cancelled\s+SMS\s+sent/)).toBeVisible();
});

test('a rejection asks for a reason with buttons that say what they do; Keep changes nothing', async ({
  page,
  api,
}) => {
  await createArtistApplication(api, 'Ira Waiting');
  await openDashboardAs(page, await adminToken(api), 'artists');
  const card = await findOnlyCard(page, 'Ira Waiting');
  await card.getByRole('button', { name: 'Reject Ira Waiting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the application of Ira Waiting' });
  await expect(dialog.getByRole('button')).toHaveText(['Keep the application', 'Reject the application']);
  await dialog.getByRole('button', { name: 'Keep the application' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
});

test('search finds one booking and Export gives a CSV Excel opens', async ({ page, api }) => {
  const booking = await createBooking(api, 'Gauri Export');
  await openDashboardAs(page, await adminToken(api), 'customers');
  // The reference the customer quotes on the phone finds the booking.
  const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
  await page.getByLabel('Search by name or phone').fill(reference);
  await expect(page.locator('.admin-card')).toHaveCount(1);
  await expect(page.locator('.admin-card')).toContainText('Gauri Export');
  await findOnlyCard(page, 'Gauri Export');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bookings.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Gauri Export');
});
