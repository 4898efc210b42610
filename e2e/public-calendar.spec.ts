import { mkdir } from 'node:fs/promises';
import type { CustomerBooking } from '@mehendi/shared';
import { bookingPayload, randomMobile } from '@mehendi/test-client';
import { expect, test, type Page } from './support/test';
import {
  adminToken,
  createArtistApplication,
  phoneSession,
  storeOnSite,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  pickDate,
  showMonth,
  storedPhoneSession,
  weekendAhead,
} from './support/public-page';

// The month calendar of dates (docs/pages.md "Dates"): where artists are free, from GET /api/availability,
// on the booking form and in My bookings' Change date.
const SHOTS = '/tmp/shots-calendar';
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';
const MORNING = 'Morning to Afternoon (11:00 AM to 4:00 PM)';

test.describe.configure({ timeout: 240_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function readIn(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

test(
  'full days offer the waiting list, days nobody works read "No artists" and offer none, in four languages; few left; a slot change names the day',
  { tag: '@laptop' },
  async ({ browser, api }, testInfo) => {
    const project = testInfo.project.name;
    const admin = await adminToken(api);
    const design = await uploadDesign(api, admin, 'Munj', '800-1500', 210);
    // One artist: Munj on weekend afternoons, one job a day; someone has the Saturday.
    const artist = await createArtistApplication(api, `Calendar Artist ${project}`, ['Munj']);
    await api.ok('PATCH', `/api/artists/${artist._id}/review`, {
      token: admin,
      json: { status: 'approved' },
    });
    await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
      token: admin,
      json: { weekly: { sat: [AFTERNOON], sun: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 1 },
    });
    const { saturday, sunday } = weekendAhead(21, project === 'phone' ? 0 : 1);
    await api.ok('POST', '/api/customers/add', {
      token: await phoneSession(api, 'customer', randomMobile()),
      json: bookingPayload(design, {
        fullName: 'Early Bird',
        selectedDates: [saturday],
        selectedTime: AFTERNOON,
        mehendiVariety: 'Munj',
        priceRange: '800-1500',
      }),
    });

    const page = await newPublicPage(browser, testInfo);
    await page.goto('/customer-dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const friday = new Date(Date.parse(`${saturday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // A day tapped before the time and variety are chosen says what its places are counted for.
    await (await showMonth(page, sunday)).locator(`button[data-day="${sunday}"]`).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Places are shown for any time and any variety until you choose yours.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('radio', { name: AFTERNOON }).check();
    await page.getByRole('radio', { name: 'Munj', exact: true }).check();
    const calendar = await showMonth(page, saturday);
    const saturdayButton = calendar.locator(`button[data-day="${saturday}"]`);
    const sundayButton = calendar.locator(`button[data-day="${sunday}"]`);
    // Nobody works Fridays: "No artists", not "Full", and no waiting list to join.
    const fridayButton = calendar.locator(`button[data-day="${friday}"]`);
    if (friday.slice(0, 7) === saturday.slice(0, 7)) {
      await expect(fridayButton).toHaveAccessibleName(/, No artists$/);
      await expect(fridayButton).toHaveAttribute('aria-disabled', 'true');
      await fridayButton.focus();
      await page.keyboard.press('Enter');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /^No artist works on Fri, .* for this time and variety\./ }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Join the waiting list/ })).toHaveCount(0);
      await calendar.scrollIntoViewIfNeeded();
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/form-closed-en-${project}.png` });
    }
    await expect(saturdayButton).toHaveAccessibleName(/^Sat, \d{1,2} \w{3,4},? \d{4}, Full$/);
    await expect(saturdayButton).toHaveAttribute('aria-disabled', 'true');
    await expect(sundayButton).toHaveAccessibleName(/, Few left$/);
    const chips = page.getByRole('list', { name: 'Chosen dates' }).getByRole('listitem');

    // The full Saturday (aria-disabled) is not chosen; the waiting list is offered for it instead.
    await saturdayButton.focus();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /is full for this time and variety/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Join the waiting list for Sat, / })).toBeVisible();
    // The keyboard moves a day at a time; Enter chooses the open Sunday.
    await saturdayButton.focus();
    await page.keyboard.press('ArrowRight');
    await expect(sundayButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(1);
    await expect(calendar.locator(`td:has(button[data-day="${sunday}"])`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page);
    await mkdir(SHOTS, { recursive: true });
    await calendar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/form-en-${project}.png` });

    // The artist does not work Sunday mornings: the chosen Sunday is named, politely.
    await page.getByRole('radio', { name: MORNING }).check();
    // No artist works then: the chosen Sunday is named as closed, not full.
    const nowFull = page
      .getByRole('status')
      .filter({ hasText: /^No artist works for this time and variety on Sun, / });
    await expect(nowFull).toBeVisible();
    await expect(nowFull).toHaveAttribute('role', 'status');
    await page.getByRole('radio', { name: AFTERNOON }).check();
    await expect(nowFull).toBeHidden();
    // Nor does the artist do Bridal.
    await page.getByRole('radio', { name: 'Bridal', exact: true }).check();
    await expect(nowFull).toBeVisible();
    await page.getByRole('radio', { name: 'Munj', exact: true }).check();
    await expect(nowFull).toBeHidden();

    // The month buttons too are named in the page's language: near a month's end the Saturday is in the next
    // month, which the calendar shows again from this month after the language changes.
    for (const [language, full, few, none, steps] of [
      ['mr', 'भरले', 'थोडेच उरले', 'कलाकार नाहीत', { next: 'पुढील महिना', previous: 'मागील महिना' }],
      ['hi', 'भरा', 'कम बचे', 'कलाकार नहीं', { next: 'अगला महीना', previous: 'पिछला महीना' }],
      ['kn', 'ಭರ್ತಿ', 'ಕೆಲವೇ', 'ಕಲಾವಿದರಿಲ್ಲ', { next: 'ಮುಂದಿನ ತಿಂಗಳು', previous: 'ಹಿಂದಿನ ತಿಂಗಳು' }],
    ] as const) {
      await readIn(page, language);
      const shown = await showMonth(page, saturday, steps);
      await expect(shown.locator(`button[data-day="${saturday}"]`)).toHaveAccessibleName(
        new RegExp(`, ${full}$`),
      );
      await expect(shown.locator(`button[data-day="${saturday}"]`)).toHaveAttribute('aria-disabled', 'true');
      await expect(shown.locator(`button[data-day="${sunday}"]`)).toHaveAccessibleName(
        new RegExp(`, ${few}$`),
      );
      if (friday.slice(0, 7) === saturday.slice(0, 7))
        await expect(shown.locator(`button[data-day="${friday}"]`)).toHaveAccessibleName(
          new RegExp(`, ${none}$`),
        );
      // Latin digits in the month's name and the days.
      await expect(shown).toHaveAccessibleName(/ \d{4}$/);
      await shown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/form-${language}-${project}.png` });
    }
  },
);

test('Change date in My bookings moves the booking: its own day stays choosable, a tap moves it, adding a day shows the estimate', async ({
  browser,
  api,
}, testInfo) => {
  const project = testInfo.project.name;
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Munj', '800-1500', 220);
  const artist = await createArtistApplication(api, `Moving Artist ${project}`, ['Munj']);
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, { token: admin, json: { status: 'approved' } });
  await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
    token: admin,
    json: { weekly: { sat: [AFTERNOON], sun: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 1 },
  });
  const { saturday, sunday } = weekendAhead(28, project === 'phone' ? 2 : 3);
  const phone = randomMobile();
  const token = await phoneSession(api, 'customer', phone);
  // The booking holds the Saturday's only place.
  const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, {
      fullName: `Moving ${project}`,
      selectedDates: [saturday],
      selectedTime: AFTERNOON,
      mehendiVariety: 'Munj',
      priceRange: '800-1500',
    }),
  });

  const page = await newPublicPage(browser, testInfo, storedPhoneSession('customer', token, phone));
  for (const language of ['mr', 'en']) {
    await storeOnSite(page, { language });
    await page.goto('/my-bookings');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: language === 'en' ? 'Change date' : 'तारीख बदला' }).click();
    const dialog = page.getByRole('dialog');
    const calendar = await showMonth(dialog, saturday);
    // Its own Saturday is chosen and not counted against it; the Sunday has the one place.
    const own = calendar.locator(`button[data-day="${saturday}"]`);
    await expect(own).not.toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.locator(`td:has(button[data-day="${saturday}"])`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/change-date-${language}-${project}.png` });
    if (language === 'mr') await page.keyboard.press('Escape');
  }
  const dialog = page.getByRole('dialog', { name: 'Change the date' });
  await expectNoAxeViolations(page);
  const chosen = dialog.getByRole('list', { name: 'Chosen dates' }).getByRole('listitem');
  // A tap moves the one-day booking (issue 44): Saturday goes and Sunday comes; nothing is added.
  await pickDate(dialog, sunday);
  await expect(chosen).toHaveCount(1);
  await expect(chosen.first().locator('time')).toHaveAttribute('datetime', sunday);
  // Adding a day is its own step, and the new estimate (two days' worth) is said before saving; removing
  // the added day takes it back.
  await dialog.getByRole('button', { name: 'Add a day' }).click();
  await expect(dialog.getByText('Tap a free day to add it.')).toBeVisible();
  await pickDate(dialog, saturday);
  await expect(chosen).toHaveCount(2);
  await expect(dialog.getByText(/^New estimate for 2 days: ₹[\d,]+ – ₹[\d,]+$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/change-date-add-${project}.png` });
  await dialog.getByRole('button', { name: /^Remove Sat/ }).click();
  await expect(chosen).toHaveCount(1);
  await expect(dialog.getByText(/^New estimate/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save the new date' }).click();
  // The toast says what moved, from the booking's day to the new one.
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/^Moved from \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}\.$/),
  ).toBeVisible();
  const moved = await api.ok<CustomerBooking[]>('GET', '/api/my/bookings', { token });
  expect(moved.find((one) => one._id === booking._id)?.selectedDates.map((day) => day.slice(0, 10))).toEqual([
    sunday,
  ]);
});
