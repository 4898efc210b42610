import { expect, test, type Page } from './support/test';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import {
  adminToken,
  createArtistApplication,
  openDashboardAs,
  phoneSession,
  randomMobile,
  samplePhoto,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import { expectNoAxeViolations, newPublicPage, storedPhoneSession } from './support/public-page';

// Reviews (issue 27): a customer rates a completed booking with a photo of the stain in My bookings, and
// an admin publishes it from the console's Reviews section. Screenshots go outside the repository.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-reviews';

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('a completed booking is rated with a photo in My bookings and published in the console', async ({
  browser,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 40);
  const phone = randomMobile();
  const token = await phoneSession(api, 'customer', phone);
  const name = `Kiran ${testInfo.project.name}`;
  const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, { fullName: name, contactNumber: phone, selectedDates: [daysFromToday(0)] }),
  });
  const artist: Artist = await createArtistApplication(api, `Heena Shaikh ${testInfo.project.name}`);
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, { token: admin, json: { status: 'approved' } });
  await api.ok('POST', `/api/customers/${booking._id}/assign`, {
    token: admin,
    json: { artistId: artist._id },
  });
  await api.ok('POST', `/api/customers/${booking._id}/status`, {
    token: admin,
    json: { status: 'completed' },
  });

  const page = await newPublicPage(browser, testInfo, storedPhoneSession('customer', token, phone));
  await page.goto('/my-bookings');
  const card = page.getByRole('article');
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Rate your mehendi' }).click();

  const form = card.getByRole('form', { name: 'Rate your mehendi' });
  // Sending without stars says what is missing.
  await form.getByRole('button', { name: 'Send review' }).click();
  // Said beside the stars, not under the buttons.
  await expect(form.getByRole('group', { name: 'Stars' })).toHaveAccessibleDescription(
    'Please choose 1 to 5 stars.',
  );
  // The star a thumb taps: its label (the radio itself is hidden).
  await form.getByRole('radio', { name: '5 stars' }).locator('..').click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Your words (optional)').fill('The stain went dark maroon by the second day.');
  // The photos are chosen on the product's own upload area, which a thumb can hit, not the browser's
  // small "Choose Files".
  const chooser = form.getByText('Choose photos', { exact: true });
  expect((await chooser.locator('..').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await form.getByLabel('Photos of the stain (up to 3)').setInputFiles({
    name: 'stain.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(25),
  });
  await expect(form.getByText('1 photo chosen: stain.jpg')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'review-form-en', testInfo.project.name);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(card.getByText('Thank you! Your review will appear once it is checked.')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo of the mehendi stain' })).toBeVisible();

  // In Hindi, the review as sent.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.reload();
  await expect(card.getByText('धन्यवाद! जाँच के बाद आपकी समीक्षा दिखेगी।')).toBeVisible();
  await shoot(page, 'my-review-hi', testInfo.project.name);

  // The console lists it with the booking and the photo; Publish takes it off the waiting list.
  const console = await newPublicPage(browser, testInfo);
  await openDashboardAs(console, admin, 'reviews');
  await expect(console.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  const review = console.getByRole('article', { name });
  await expect(review).toContainText('The stain went dark maroon by the second day.');
  await expect(review).toContainText(`Heena Shaikh ${testInfo.project.name}`);
  await expect(review.getByRole('img', { name: 'Stain photo 1' })).toBeVisible();
  await expectNoAxeViolations(console);
  await shoot(console, 'moderation-en', testInfo.project.name);
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(review).toHaveCount(0);
  const stored = await api.ok<{ status: string }[]>('GET', '/api/reviews?status=published', { token: admin });
  expect(stored.length).toBeGreaterThan(0);

  // The customer sees it is on the profile now.
  await page.reload();
  await expect(card.getByText('आपकी समीक्षा कलाकार की प्रोफ़ाइल पर है।')).toBeVisible();
  await console.close();
});
