import { expect, test, type Page } from './support/test';
import type { CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { adminToken, phoneSession, randomMobile, uploadDesign } from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  openCustomerLogin,
  storedPhoneSession,
} from './support/public-page';

// Errors that help (issue 30 item 7): a lost connection is named as such, a list that failed to load can be
// asked for again, and the customer phone login without a booking points on instead of a dead end.

// Screenshots go outside the repository.
const SHOTS = '/tmp/shots-j-public';
const shoot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });

const NO_CONNECTION = 'No internet connection. Check your connection and try again.';

// A variety and price range of its own, so designs other tests upload do not change this grid.
const VARIETY = 'Bridal (Engagement)';
const RANGE = '1600-2200';

test('offline at Send OTP, the phone login says there is no connection, and sends once it is back', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  const phone = await openCustomerLogin(page, { fullName: 'Ritu Shah', contactNumber: randomMobile() });

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(phone).toHaveAccessibleDescription(new RegExp(NO_CONNECTION.replace('.', '\\.')));
  await expect(page.getByText(/not a program/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'offline-send-otp', testInfo.project.name);

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible({ timeout: 30_000 });
});

test('a design list that failed to load comes with Try again, which fetches it again', async ({
  browser,
  request,
  api,
}, testInfo) => {
  const designs = await request.get(`/api/designs/${encodeURIComponent(VARIETY)}/${RANGE}`);
  if (((await designs.json()) as unknown[]).length === 0)
    await uploadDesign(api, await adminToken(api), VARIETY, RANGE, 150);
  const page = await newPublicPage(browser, testInfo);
  const designCall = /\/api\/designs\/[^/]+\/1600-2200$/;
  await page.route(designCall, (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong. Please try again.' } }),
  );
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: VARIETY, exact: true }).check();
  await page.getByRole('radio', { name: '₹1,600 – ₹2,200' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch designs.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Design 1', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/designs-failed-${testInfo.project.name}.png` });

  await page.unroute(designCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Design 1', exact: true })).toBeVisible();
  await expect(page.getByText('Failed to fetch designs.')).toHaveCount(0);
});

test('My bookings that failed to load come with Try again, which shows them', async ({
  browser,
  api,
}, testInfo) => {
  const design = await uploadDesign(api, await adminToken(api), 'Bridal', '2000-3000', 160);
  const phone = randomMobile();
  const token = await phoneSession(api, 'customer', phone);
  await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, { fullName: 'Kiran Rao', selectedDates: [daysFromToday(14)] }),
  });
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('customer', token, phone));
  await page.route('**/api/my/bookings', (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong. Please try again.' } }),
  );
  await page.goto('/my-bookings');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'my-bookings-failed', testInfo.project.name);

  await page.unroute('**/api/my/bookings');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').getByText('Waiting for an artist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('the customer phone login without a booking offers My bookings and the booking form', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/phone-auth?role=customer');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const notice = page.getByRole('region', { name: 'No booking details found.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('There is no booking waiting to be confirmed on this device.');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/customer-dashboard');
  await expectNoAxeViolations(page);
  await shoot(page, 'no-booking', testInfo.project.name);

  // My bookings asks for the number first, then opens the bookings made with it.
  await notice.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL(/\/phone-auth\?role=customer&then=own$/);
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
});
