import { mkdir } from 'node:fs/promises';
import type { ApiClient } from '@mehendi/test-client';
import { daysFromToday } from '@mehendi/test-client';
import { TIME_SLOTS, type Artist, type ArtistAvailability, type CustomerBooking } from '@mehendi/shared';
import { expect, test, type Page } from './support/test';
import { findCard } from './support/console-list';
import {
  adminToken,
  approvedArtist,
  createBooking,
  openDashboardAs,
  toast,
  withdrawApprovedArtists,
} from './support/admin-api';

// The console and the artists' availability (issue 24; docs/pages.md): the assign dialog lists who is free
// on every date, best first, with "Assign the best"; an artist's details edit "When they work".

const SHOTS = '/tmp/shots-season';
const [MORNING, AFTERNOON, EVENING] = TIME_SLOTS;
const ALL = [MORNING, AFTERNOON, EVENING];
const WEEK = { mon: ALL, tue: ALL, wed: ALL, thu: ALL, fri: ALL, sat: ALL, sun: ALL };

// Approved artists make dates fill up (docs/bookings.md#places-and-availability); each test starts without.
test.afterEach(({ api }) => withdrawApprovedArtists(api));

/** An approved artist working the given week (every slot of every day unless told), one job a day. */
async function workingArtist(
  api: ApiClient,
  fullName: string,
  availability: Partial<ArtistAvailability> = {},
): Promise<Artist> {
  const { artist } = await approvedArtist(api, fullName);
  await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
    token: await adminToken(api),
    json: { weekly: WEEK, daysOff: [], maxJobsPerDay: 1, ...availability },
  });
  return artist;
}

async function assignByApi(api: ApiClient, booking: CustomerBooking, artist: Artist): Promise<void> {
  await api.ok('POST', `/api/customers/${booking._id}/assign`, {
    token: await adminToken(api),
    json: { artistId: artist._id },
  });
}

/** A Wednesday at least `days` ahead (days no other test books), and the Thursday after it. */
function wednesdayFrom(days: number): { wed: string; thu: string } {
  let n = days;
  while (new Date(`${daysFromToday(n)}T00:00:00Z`).getUTCDay() !== 3) n += 1;
  return { wed: daysFromToday(n), thu: daysFromToday(n + 1) };
}

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

test('"Assign the best" gives the booking to the free artist with the fewest jobs that week', async ({
  page,
  api,
}) => {
  const { wed, thu } = wednesdayFrom(44);
  // Aarti is off that Wednesday, Asha has a job that Thursday, Bina works no Wednesdays: Binita is the best.
  await workingArtist(api, 'Aarti Off', { daysOff: [{ from: wed, to: wed, note: 'Wedding' }] });
  const asha = await workingArtist(api, 'Asha Week');
  await workingArtist(api, 'Bina Weekdays', { weekly: { ...WEEK, wed: [] } });
  await workingArtist(api, 'Binita Free');
  await assignByApi(api, await createBooking(api, 'Chaya Thursday', [thu]), asha);
  await createBooking(api, 'Gita Best', [wed]);

  await openDashboardAs(page, await adminToken(api), 'customers');
  const card = await findCard(page, 'Gita Best');
  await card.getByRole('button', { name: 'Assign an artist to Gita Best' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign an artist to Gita Best' });
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(4);
  await expect(dialog.locator('.assign-option strong')).toHaveText([
    'Binita Free',
    'Asha Week',
    'Aarti Off',
    'Bina Weekdays',
  ]);
  await expect(dialog.getByRole('radio', { name: /Aarti Off/ })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /Bina Weekdays/ })).toBeDisabled();
  await expect(dialog.getByText(/^Off on /)).toBeVisible();
  await expect(dialog.getByText(/^Does not work at this time on /)).toBeVisible();
  await expect(dialog.getByText(/Jobs that week: 1/)).toBeVisible();
  // Each artist's own week (saved in My work), not the application's "Any Time".
  const bina = dialog.locator('.assign-option', { hasText: 'Bina Weekdays' });
  await expect(bina).toContainText('Works Mon–Tue: all day · Wed: off · Thu–Sun: all day');
  await expect(dialog).not.toContainText(/Any Time/i);
  await shoot(page, 'assign-dialog-en');

  await dialog.getByRole('button', { name: 'Assign the best: Binita Free' }).click();
  await expect(toast(page, 'Booking updated.')).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText('Binita Free')).toBeVisible();

  // The same dialog in Hindi, for the screenshots.
  await createBooking(api, 'Hema Hindi', [wed]);
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await openDashboardAs(page, await adminToken(api), 'customers', 'एडमिन डैशबोर्ड');
  const hindi = await findCard(page, 'Hema Hindi');
  await hindi.locator('button', { hasText: /सौंपें/ }).first().click();
  await expect(page.getByRole('dialog').getByRole('radio')).toHaveCount(4);
  await shoot(page, 'assign-dialog-hi');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});

test("the admin changes when an artist works from the artist's details, and it is saved", async ({
  page,
  api,
}) => {
  const artist = await workingArtist(api, 'Kavya Console');
  const token = await adminToken(api);
  await openDashboardAs(page, token, 'artists');
  await page.getByRole('button', { name: /^Approved/ }).click();
  const card = await findCard(page, 'Kavya Console');
  await card.getByRole('button', { name: 'Open the application of Kavya Console' }).click();
  const details = page.getByRole('dialog', { name: 'Application of Kavya Console' });
  const section = details.getByRole('region', { name: 'When they work' });
  await expect(section.getByRole('checkbox', { name: '11 AM-4 PM on Sunday' })).toBeChecked();

  await section.getByRole('checkbox', { name: '11 AM-4 PM on Sunday' }).uncheck();
  await section.getByRole('radio', { name: '2' }).check();
  const off = daysFromToday(50);
  await section.getByLabel('From').fill(off);
  await section.getByLabel('Note (optional)').fill('Family function');
  await section.getByRole('button', { name: 'Add days off' }).click();
  await expect(section.getByText('Family function')).toBeVisible();
  // A day off is saved in one step (issue 44), the week's changes with Save: each says so.
  await expect(toast(page, 'Your working days are saved.')).toBeVisible();
  await shoot(page, 'availability-editor-en');
  // Its toast gone first, so the one Save shows is told apart.
  await expect(toast(page, 'Your working days are saved.')).toHaveCount(0);
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Your working days are saved.')).toBeVisible();

  const stored = await api.ok<ArtistAvailability>('GET', `/api/artists/${artist._id}/availability`, {
    token,
  });
  expect(stored).toMatchObject({
    maxJobsPerDay: 2,
    weekly: { sun: [AFTERNOON, EVENING], mon: ALL },
    daysOff: [{ from: off, to: off, note: 'Family function' }],
  });

  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await openDashboardAs(page, token, 'artists', 'एडमिन डैशबोर्ड');
  await page
    .locator('button', { hasText: /^स्वीकृत/ })
    .first()
    .click();
  const hindi = await findCard(page, 'Kavya Console');
  await hindi.locator('button[aria-label*="Kavya Console"]').first().click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'काम का समय' })).toBeVisible();
  await shoot(page, 'availability-editor-hi');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
