import { bookingPayload } from '@mehendi/test-client';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { expect, test, type Page } from './support/test';
import {
  adminToken,
  approvedArtist,
  phoneSession,
  randomMobile,
  uploadDesign,
  cancelBookingsAndWithdrawArtists,
} from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  showMonth,
  storedPhoneSession,
  weekendAhead,
} from './support/public-page';
import type { ApiClient } from '@mehendi/test-client';

// Team bookings on the customer's side (issue 47, docs/bookings.md#team-bookings): the form sizes the team
// from the brides and guests as they are typed, its calendar judges the days for that team, and My bookings
// shows the team's progress seat by seat.
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';
const FIRST_NAMES = ['Priya', 'Asha', 'Meera', 'Sunita', 'Kavita', 'Rekha', 'Lata'];

test.describe.configure({ timeout: 240_000 });
// Each test leaves no team holding places (with its artists gone, its seats would be places every later
// test must find): its bookings are cancelled, and its weekend (160 days ahead) is no other spec's.
const made: string[] = [];
test.afterEach(({ api }) => cancelBookingsAndWithdrawArtists(api, made));

/** Seven approved artists doing Bridal on weekend afternoons, one job a day each. */
async function sevenArtists(api: ApiClient, admin: string): Promise<Artist[]> {
  const artists: Artist[] = [];
  for (const first of FIRST_NAMES) {
    const { artist } = await approvedArtist(api, `${first} Teamwork`, { varieties: ['Bridal'] });
    await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
      token: admin,
      json: { weekly: { sat: [AFTERNOON], sun: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 1 },
    });
    artists.push(artist);
  }
  return artists;
}

async function readIn(page: Page, language: 'en' | 'mr'): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

test('a 120-guest booking needs about 7 artists, a day with 4 free says so, and My bookings shows the team’s progress', async ({
  browser,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 40);
  const artists = await sevenArtists(api, admin);
  const { saturday, sunday } = weekendAhead(160, 0);
  const book = async (fields: Record<string, unknown>) => {
    const contactNumber = randomMobile();
    const token = await phoneSession(api, 'customer', contactNumber);
    const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
      token,
      json: bookingPayload(design, {
        fullName: 'Team Family',
        contactNumber,
        selectedTime: AFTERNOON,
        venueAddress: '12 Tilak Road, Sadashiv Peth',
        venuePincode: '411030',
        ...fields,
      }),
    });
    made.push(booking._id);
    return { booking, token, contactNumber };
  };
  // A bride and 40 guests on the Sunday: a team of 3, so 4 of the 7 are left free there.
  await book({ selectedDates: [sunday], brides: 1, guestCount: 40 });

  // The form as a customer fills it in: typing the guests sizes the team at once.
  const page = await newPublicPage(browser, testInfo, {
    bookingFormDraft: JSON.stringify({
      fullName: 'Team Family',
      contactNumber: '9876501234',
      selectedDates: [],
      selectedTime: AFTERNOON,
      mehendiVariety: 'Bridal',
      priceRange: '2000-3000',
      selectedDesigns: [design.imagePath],
      includeSiders: false,
      sidersType: null,
      sidersDesigns: [],
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      guestCount: 0,
      brides: 1,
      sidersLength: null,
    }),
  });
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await page.getByRole('spinbutton', { name: /^Number of guests/ }).fill('120');
  await expect(page.getByText('For a bride and 120 guests you need about 7 artists')).toBeVisible();
  // The estimate: the range once for the bride, and the guests.
  await expect(page.getByTestId('booking-estimate')).toContainText('₹38,000 – ₹63,000');

  // The calendar, judged for a team of 7: the Sunday has 4 free, too few, and offers the waiting list.
  const calendar = await showMonth(page, sunday);
  const short = calendar.locator(`button[data-day="${sunday}"]`);
  await expect(short).toHaveAttribute('data-places', 'full');
  await expect(short).toContainText('4 of 7 artists free');
  await expect(short).toHaveAccessibleName(/, 4 of 7 artists free$/);
  // aria-disabled, so chosen by the keyboard (Playwright does not click what says it is disabled).
  await short.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /^Only 4 of 7 artists are free on / }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Join the waiting list for / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen dates' }).getByRole('listitem')).toHaveCount(0);
  // The Saturday has all seven: it can be chosen.
  await expect(calendar.locator(`button[data-day="${saturday}"]`)).not.toHaveAttribute('data-places', 'full');
  await expectNoAxeViolations(page);

  // In Marathi (the draft keeps the 120 guests).
  await readIn(page, 'mr');
  await expect(page.getByText('एक नवरी आणि 120 पाहुण्यांसाठी सुमारे 7 कलाकार लागतील')).toBeVisible();
  await showMonth(page, sunday, { next: 'पुढील महिना', previous: 'मागील महिना' });
  await expect(calendar.locator(`button[data-day="${sunday}"]`)).toContainText('7 पैकी 4 कलाकार मोकळ्या');

  // A bride and 120 guests booked on the Saturday: seven seats, the bride's and one guests' seat filled
  // by the owner so far.
  const { booking, token, contactNumber } = await book({
    selectedDates: [saturday],
    brides: 1,
    guestCount: 120,
  });
  for (const [seat, artist] of [artists[0], artists[1]].entries())
    await api.ok('POST', `/api/customers/${booking._id}/assign`, {
      token: admin,
      json: { artistId: artist?._id, seat },
    });
  const mine = await newPublicPage(browser, testInfo, {
    ...storedPhoneSession('customer', token, contactNumber),
    language: 'en',
  });
  await mine.goto('/my-bookings');
  const card = mine.locator('article.my-card').first();
  await expect(card.getByText('2 of 7 artists confirmed')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your artists' }).getByRole('listitem')).toHaveText([
    'Priya, the bride’s artist',
    'Asha',
  ]);
  await expectNoAxeViolations(mine);
  await readIn(mine, 'mr');
  await expect(card.getByText('7 पैकी 2 कलाकार निश्चित')).toBeVisible();
  await expect(card.getByRole('listitem').first()).toHaveText('Priya, नवरीची कलाकार');
});
