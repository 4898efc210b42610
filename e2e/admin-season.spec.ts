import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { daysFromToday } from '@mehendi/test-client';
import { TIME_SLOTS, formatDay } from '@mehendi/shared';
import { expect, test, type Page } from './support/test';
import {
  adminToken,
  createArtistApplication,
  createBooking,
  openDashboardAs,
  withdrawApprovedArtists,
} from './support/admin-api';

// The owner's season view (issue 24 item 8; docs/pages.md#admin-pages): a month of dates with the bookings
// held, the places left and the waiting list per slot; a full date is marked, and a date opens its bookings.

const SHOTS = '/tmp/shots-season';
const ALL = [TIME_SLOTS[0], TIME_SLOTS[1], TIME_SLOTS[2]];
const WEEK = { mon: ALL, tue: ALL, wed: ALL, thu: ALL, fri: ALL, sat: ALL, sun: ALL };

// Approved artists make dates fill up (docs/bookings.md#places-and-availability); each test starts without.
test.afterEach(({ api }) => withdrawApprovedArtists(api));

/** The day as the page writes it in English ('10 Feb 2027', the shared formatter). */
const english = (day: string) => formatDay(day, 'en');

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const [screen, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${screen}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the season view marks a full date apart from a closed one, and a date opens its bookings', async ({
  page,
  api,
  browser,
}) => {
  test.setTimeout(120_000);
  // Days no other test books: the one approved artist takes one job a day, so a booking fills its day.
  const [full, other] = [daysFromToday(83), daysFromToday(84)];
  const month = full.slice(0, 7);
  // The artist's day off, in the same month: nobody works it (closed), which is not full.
  const closed = daysFromToday(85).startsWith(month) ? daysFromToday(85) : daysFromToday(82);
  const token = await adminToken(api);
  const artist = await createArtistApplication(api, 'Sita Season');
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, { token, json: { status: 'approved' } });
  await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
    token,
    json: { weekly: WEEK, daysOff: [{ from: closed, to: closed }], maxJobsPerDay: 1 },
  });
  await createBooking(api, 'Farida Full Day', [full]);
  await createBooking(api, 'Omana Other Day', [other]);

  await openDashboardAs(page, token, `season&month=${month}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Season' })).toBeVisible();
  // Found by the date it opens: its name starts with the day as the page writes it.
  const dayLink = (date: string) => page.locator(`a[href*="date=${date}"]`);
  const day = dayLink(full);
  await expect(day).toHaveAccessibleName(/, Full: Morning: 0 held, 0 left/);
  await expect(day).toBeVisible();
  await expect(day).toContainText('Full');
  // Its late evening holds the booking.
  await expect(day).toHaveAccessibleName(/Late evening: 1 held, 0 left, 0 waiting/);
  const dayOff = dayLink(closed);
  await expect(dayOff).toHaveAccessibleName(/, No artists: Morning: 0 held/);
  await expect(dayOff).toContainText('No artists');
  await expect(dayOff).not.toContainText('Full');
  await dayOff.scrollIntoViewIfNeeded();
  await shoot(page, 'season-en');
  // In Hindi too, the day off apart from the full day.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await openDashboardAs(page, token, `season&month=${month}`, 'एडमिन डैशबोर्ड');
  await expect(dayOff).toContainText('कलाकार नहीं');
  await dayOff.scrollIntoViewIfNeeded();
  await shoot(page, 'season-hi');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await openDashboardAs(page, token, `season&month=${month}`);

  await day.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
  const chip = page.getByRole('button', { name: `Remove the date filter ${english(full)}` });
  await expect(chip).toBeVisible();
  const row = (name: string) => page.getByRole('button', { name: `Open the booking of ${name}` });
  await expect(row('Farida Full Day')).toBeVisible();
  await expect(row('Omana Other Day')).toHaveCount(0);
  await chip.click();
  await expect(row('Omana Other Day')).toBeVisible();
  await expect(chip).toHaveCount(0);

  // Back to the month, in Marathi, for the screenshots.
  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  await openDashboardAs(page, token, `season&month=${month}`, 'प्रशासक डॅशबोर्ड');
  await expect(page.getByRole('heading', { level: 2, name: 'हंगाम' })).toBeVisible();
  await expect(page.getByText('भरलेले').first()).toBeVisible();
  await shoot(page, 'season-mr');
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // axe needs a page of its own context (docs/testing.md), at both sizes.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: process.env.E2E_BASE_URL });
    try {
      const own = await context.newPage();
      await openDashboardAs(own, token, `season&month=${month}`);
      await expect(own.locator(`a[href*="date=${full}"]`)).toHaveAccessibleName(/, Full:/);
      const results = await new AxeBuilder({ page: own }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
