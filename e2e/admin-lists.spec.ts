import type { ApiClient } from '@mehendi/test-client';
import { daysFromToday } from '@mehendi/test-client';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { expect, test } from './support/test';
import {
  adminToken,
  createArtistApplication,
  createBooking,
  openDashboardAs,
  withdrawApprovedArtists,
} from './support/admin-api';

// The console's lists fit the screen (docs/pages.md, docs/decisions.md §18): short rows, empty results
// that say so, the overview's cards opening what they count, and live bookings appearing.

// An approved artist's working days decide where bookings are taken; the next test expects none.
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function confirmWith(api: ApiClient, booking: CustomerBooking, artistName: string): Promise<void> {
  const token = await adminToken(api);
  const artist = await createArtistApplication(api, artistName);
  await api.ok<{ artist: Artist }>('PATCH', `/api/artists/${artist._id}/review`, {
    token,
    json: { status: 'approved' },
  });
  await api.ok('POST', `/api/customers/${booking._id}/assign`, { token, json: { artistId: artist._id } });
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("a booking's row shows the name and Assign together, without scrolling sideways", async ({
    page,
    api,
  }) => {
    await createBooking(api, 'Lalita Venkataraman Deshpande');
    await openDashboardAs(page, await adminToken(api), 'customers');
    const table = page.getByRole('table', { name: 'Customers' });
    const row = table.getByRole('row', { name: /Lalita Venkataraman Deshpande/ });
    const name = row.getByRole('button', { name: 'Open the booking of Lalita Venkataraman Deshpande' });
    const assign = row.getByRole('button', { name: 'Assign an artist to Lalita Venkataraman Deshpande' });
    await expect(name).toBeInViewport({ ratio: 1 });
    await expect(assign).toBeInViewport({ ratio: 1 });
    // The table's frame, which would scroll sideways if the row were wider than the screen.
    const { scrollWidth, clientWidth } = await table.locator('..').evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test('the overview cards open the lists they count', async ({ page, api }) => {
    const soon = await createBooking(api, 'Nandini Soon', [daysFromToday(2)]);
    const later = await createBooking(api, 'Ojas Later', [daysFromToday(30)]);
    await confirmWith(api, soon, 'Pallavi Soon');
    await confirmWith(api, later, 'Radha Later');
    await openDashboardAs(page, await adminToken(api), 'overview');

    await page.getByRole('link', { name: /Confirmed jobs in the next 7 days/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Confirmed/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main');
    await expect(main).toContainText('Nandini Soon');
    await expect(main).not.toContainText('Ojas Later');
    // Every listed booking is confirmed, as the card counts.
    await expect(main.getByRole('table').locator('.status-badge')).toHaveText(
      Array.from({ length: await main.getByRole('table').locator('tbody tr').count() }, () => 'Confirmed'),
    );

    // No text fails in these tests: the failed texts' list is empty and says so.
    await page.goto('/admin-dashboard?section=overview');
    await page.getByRole('link', { name: /Texts that failed/ }).click();
    await expect(page.getByRole('button', { name: 'Failed texts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByText('No bookings match.')).toBeVisible();
  });
});

test('the overview on a phone: one card for failed texts, the waiting list counted, cards apart', async ({
  page,
  api,
}) => {
  await openDashboardAs(page, await adminToken(api), 'overview');
  const main = page.getByRole('main');
  // Failed texts are one card, today's among them; no second card counting them again.
  await expect(main.getByRole('link', { name: /Texts that failed\s*\d+ today/ })).toHaveCount(1);
  await expect(main.getByRole('link', { name: /failed today|Messages that failed/ })).toHaveCount(0);
  // The counts and the advances' figures (UPI is on in these tests): no two cards touch.
  await expect(main.locator('.overview-card')).toHaveCount(9);
  const boxes = await main
    .locator('.overview-card')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBeGreaterThanOrEqual(8);
    }
  await page.screenshot({ path: '/tmp/shots-overview/overview-en-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/shots-overview/overview-en-laptop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await main.getByRole('link', { name: /Bookings on the waiting list/ }).click();
  await expect(page.getByRole('button', { name: /^Waiting list/ })).toHaveAttribute('aria-pressed', 'true');
});

test('filtering to nothing says no bookings match, and Clear filters brings them back', async ({
  page,
  api,
}) => {
  await createBooking(api, 'Sarita Match');
  await openDashboardAs(page, await adminToken(api), 'customers');
  await page.getByRole('button', { name: /^Completed/ }).click();
  const search = page.getByLabel('Search by name or phone');
  await search.fill('nobody-by-this-name');
  const main = page.getByRole('main');
  await expect(main.getByText('No bookings match.')).toBeVisible();
  await expect(main.getByText('No bookings yet.')).toHaveCount(0);

  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(main.getByRole('heading', { name: /Sarita Match/ })).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText('No bookings match.')).toHaveCount(0);
});

test('a booking made while the list is open appears in it', async ({ page, api }) => {
  const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io'));
  await openDashboardAs(page, await adminToken(api), 'customers');
  await socketOpened;
  await createBooking(api, 'Tanvi Live');
  await expect(page.getByRole('main').getByRole('heading', { name: /Tanvi Live/ })).toBeVisible();
});
