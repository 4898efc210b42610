import { expect, test } from './support/test';
import { adminToken, createBooking, openDashboardAs, storeOnSite } from './support/admin-api';

test('a booking posted while the dashboard is open appears as a green toast and in the list', async ({
  page,
  api,
}) => {
  const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io'));
  await openDashboardAs(page, await adminToken(api), 'artists');
  await socketOpened;

  await createBooking(api, 'Anjali Rao');

  const toast = page.locator('.toast--success', { hasText: 'New booking from Anjali Rao' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('background-color', 'rgb(229, 244, 234)');
  // docs/pages.md: live notifications at the top, just below the header (never over its menu button); on a
  // phone across the screen inside 12-pixel margins.
  const box = (await toast.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  const screenWidth = page.viewportSize()!.width;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeLessThanOrEqual(header.y + header.height + 16);
  expect(box.x).toBe(12);
  expect(box.x + box.width).toBe(screenWidth - 12);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);

  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const entry = list.getByRole('listitem').filter({ hasText: 'New booking from Anjali Rao' });
  const unreadBadge = entry.getByText('New', { exact: true });
  await expect(unreadBadge).toBeVisible();
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unreadBadge).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeAttached();
});

test('stored notifications read in the language the admin chose', async ({ page, api }) => {
  await createBooking(api, 'Sunita Patil');
  await storeOnSite(page, { language: 'hi' });
  await openDashboardAs(page, await adminToken(api), 'artists', 'एडमिन डैशबोर्ड');

  await page.locator('.admin-bell').click();
  const entry = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Sunita Patil' });
  await expect(entry).toContainText('Sunita Patil की नई बुकिंग: ब्राइडल');
  await expect(entry).not.toContainText('New booking');
});

test('a notification opens the booking it is about, alone in its list, until "Show all"', async ({
  page,
  api,
}) => {
  await createBooking(api, 'Rekha Naik');
  await createBooking(api, 'Kavita Shetty');
  await openDashboardAs(page, await adminToken(api), 'overview');

  await page.locator('.admin-bell').click();
  await page.getByRole('dialog').getByRole('link', { name: 'New booking from Rekha Naik' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
  await expect(page.getByText('Showing the record the notification is about.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Rekha Naik');
  await expect(main).not.toContainText('Kavita Shetty');

  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(main).toContainText('Kavita Shetty');
  await expect(page.getByText('Showing the record the notification is about.')).toHaveCount(0);
});
