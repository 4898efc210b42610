import { mkdir, readFile } from 'node:fs/promises';
import type { CustomerBooking } from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { expect, test } from './support/test';
import {
  adminToken,
  createArtistApplication,
  openDashboardAs,
  phoneSession,
  randomMobile,
  toast,
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
import { SERVER_LOG } from './support/constants';

// The waiting list and rescheduling (docs/bookings.md#waiting-list, #rescheduling): a customer whose date is
// full joins the waiting list from the form, is texted when a place opens, confirms it in My bookings, then
// moves the booking to another date there.
const SHOTS = '/tmp/shots-waitlist';
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';

test.describe.configure({ timeout: 240_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

/** The server log's lines after `mark` that contain `text` (the console SMS provider logs every text). */
async function loggedText(mark: number, text: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = (await readFile(SERVER_LOG)).subarray(mark).toString('utf8').match(text);
    if (found) return found[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text ${text} in ${SERVER_LOG}`);
}

test('joins the waiting list on a full date, confirms the offered place from My bookings, then changes the date', async ({
  browser,
  api,
}, testInfo) => {
  const project = testInfo.project.name;
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Munj', '800-1500', 200);
  // One approved artist, Munj on weekend afternoons, one job a day.
  const artist = await createArtistApplication(api, `Weekend Artist ${project}`, ['Munj']);
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, { token: admin, json: { status: 'approved' } });
  await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
    token: admin,
    json: { weekly: { sat: [AFTERNOON], sun: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 1 },
  });
  const { saturday, sunday } = weekendAhead(56, project === 'phone' ? 0 : 1);
  const booking = {
    selectedDates: [saturday],
    selectedTime: AFTERNOON,
    mehendiVariety: 'Munj',
    priceRange: '800-1500',
  };
  // Someone else has the Saturday afternoon.
  const holderToken = await phoneSession(api, 'customer', randomMobile());
  const held = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token: holderToken,
    json: bookingPayload(design, { ...booking, fullName: 'Early Bird' }),
  });

  const page = await newPublicPage(browser, testInfo, {
    bookingFormDraft: JSON.stringify({
      fullName: `Waiting ${project}`,
      contactNumber: '9876501234',
      ...booking,
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
  // The calendar knows the Saturday afternoon is full: confirming says so at the dates, before phone login,
  // and the calendar offers the waiting list for it.
  await expect(
    page.getByRole('grid').locator(`button[data-day="${saturday}"][data-places="full"]`),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText(/^No artist is free on /)).toBeVisible();
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/form-join-waitlist-en-${project}.png`, fullPage: false });
  await page.getByRole('button', { name: /^Join the waiting list for Sat, / }).click();
  await expect(page.getByRole('list', { name: 'Chosen dates' })).toContainText('Waiting list');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const asked = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(asked.getByText(/^Join the waiting list for .+\?$/)).toBeVisible();
  await asked.getByRole('button', { name: 'Join the waiting list' }).click();
  const phone = randomMobile();
  await verifyCustomerPhone(page, phone);
  await expect(page).toHaveURL(/\/my-bookings$/, { timeout: 30_000 });
  await expect(toast(page, 'You are on the waiting list. We will text you if a place opens.')).toBeVisible();
  await expect(page.getByText('Waiting list: number 1 in line')).toBeVisible();
  await expect(page.getByText('On the waiting list', { exact: true })).toBeVisible();

  // The Saturday's booking is cancelled: the customer is texted the offer (the console provider logs it).
  const mark = (await readFile(SERVER_LOG)).length;
  await api.ok('POST', `/api/my/bookings/${held._id}/cancel`, { token: holderToken, json: {} });
  // The text links to the booking's card in My bookings (issue 44).
  const offerText = await loggedText(
    mark,
    /a place opened for your Munj mehendi on [^"]* Confirm it in My bookings by \d{1,2}:\d\d [ap]m: http\S+\/my-bookings#[0-9A-F]{8}/,
  );
  const link = offerText.slice(offerText.lastIndexOf('http'));
  // A second booking of the same customer for that Saturday waits behind the held offer.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('phoneSession') ?? '{}') as { token?: string }).token ?? '',
  );
  const second = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, { ...booking, fullName: `Waiting ${project}`, waitlist: true }),
  });
  expect(second.status).toBe('waitlisted');

  // The link opens My bookings at the offered booking's card (opened afresh, as from the text).
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.locator(`article[id="${link.split('#')[1]}"]`)).toBeFocused();
  await expect(page.getByText(/^A place opened — confirm by \d{1,2}:\d\d/)).toBeVisible();
  await expect(page.getByText('Waiting list: number 1 in line')).toBeVisible();
  await expectNoAxeViolations(page);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/my-bookings-waitlist-en-${project}.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  await page.reload();
  await expect(page.getByText('प्रतीक्षा यादी: रांगेत क्रमांक 1')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-bookings-waitlist-mr-${project}.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    toast(page, 'Your place is confirmed. We will text you when your artist is confirmed.'),
  ).toBeVisible();
  await expect(page.getByText('Waiting for an artist', { exact: true })).toBeVisible();

  // Change date: the Saturday afternoon moves to the Sunday afternoon (a tap moves the one-day booking).
  await page.getByRole('button', { name: 'Change date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the date' });
  await pickDate(dialog, sunday);
  await dialog.getByRole('button', { name: 'Save the new date' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/^Moved from \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}\.$/),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const moved = await api.ok<CustomerBooking[]>('GET', '/api/my/bookings', { token });
  expect(moved.map((one) => [one.status, one.selectedDates[0]!.slice(0, 10)]).sort()).toEqual(
    // The Saturday it left is offered to the booking waiting for it.
    [
      ['new', sunday],
      ['offered', saturday],
    ].sort(),
  );

  // The console's Offered tab lists the booking offered the Saturday, with its badge.
  const console = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await openDashboardAs(console, admin, 'customers');
  await console.getByRole('button', { name: /^Offered/ }).click();
  // A table on wide screens, a list of cards on phones.
  const row = console
    .getByRole(project === 'phone' ? 'listitem' : 'row')
    .filter({ hasText: `Waiting ${project}` });
  await expect(row.getByText('Offered', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
  await console.screenshot({ path: `${SHOTS}/console-offered-en-${project}.png`, fullPage: false });
  // The owner may cancel an offered booking from its details; it is not assigned before the customer confirms.
  await row.getByRole('button', { name: `Open the booking of Waiting ${project}` }).click();
  const details = console.getByRole('dialog', { name: `Booking of Waiting ${project}` });
  await expect(
    details.getByRole('button', { name: `Cancel the booking of Waiting ${project}` }),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
  await console.close();
});
