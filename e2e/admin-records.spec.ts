import { expect, test, type Page } from './support/test';
import {
  adminToken,
  createArtistApplication,
  createBooking,
  openDashboardAs,
  toast,
} from './support/admin-api';

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

test.describe('people on a phone', () => {
  test('a booking appears in Customers and can be deleted', async ({ page, api }) => {
    const booking = await createBooking(api, 'Priya Deshmukh');
    await openDashboardAs(page, await adminToken(api), 'customers');

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Priya Deshmukh/ }) });
    await expect(card).toBeVisible();
    // A click-to-chat link whose greeting names the booking (docs/pages.md).
    await expect(
      card.getByRole('link', { name: `WhatsApp ${booking.contactNumber}`, exact: true }),
    ).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${booking.contactNumber}\\?text=.*Priya`));
    await expect(card).toContainText('Late Evening (9:00 PM onwards)');
    await expect(card).toContainText('₹2,000 – ₹3,000');

    await confirmDelete(page, 'Priya Deshmukh');
    await expect(toast(page, 'customer deleted successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Priya Deshmukh/ })).toHaveCount(0);
  });

  test('an artist application appears in Artists with its links and can be deleted', async ({
    page,
    request,
    api,
  }) => {
    const artist = await createArtistApplication(api, 'Sunita Patil');
    await openDashboardAs(page, await adminToken(api), 'artists');

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Sunita Patil/ }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `WhatsApp ${artist.whatsappNumber}` })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${artist.whatsappNumber}\\?text=Hello`),
    );
    const design = card.getByRole('link', { name: 'my-bridal-work.jpg' });
    await expect(design).toHaveAttribute('target', '_blank');
    // A thumbnail of the photo, not its file name, even on a phone.
    const thumbnail = design.getByRole('img', { name: 'my-bridal-work.jpg' });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const image = await request.get(new URL((await design.getAttribute('href'))!, page.url()).toString());
    expect(image.ok()).toBe(true);

    await confirmDelete(page, 'Sunita Patil');
    await expect(toast(page, 'artist deleted successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Sunita Patil/ })).toHaveCount(0);
  });
});

test.describe('people on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the tables have the columns of the spec', async ({ page, api }) => {
    await createBooking(api, 'Kavya Joshi');
    await createArtistApplication(api, 'Meera Kulkarni');
    const token = await adminToken(api);

    await openDashboardAs(page, token, 'customers');
    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByRole('columnheader')).toHaveText([
      '#',
      'Name',
      'Status',
      'Contact Number',
      'Phone',
      'Dates',
      'Time',
      'Variety',
      'Price Range',
      'Design',
      'Siders Type',
      'Siders Design',
      // Added with the booking's venue, guests and estimate (docs/pages.md).
      'Venue',
      'Guests',
      'Arm Length',
      'Estimate',
      'Messages',
      'Actions',
    ]);
    await expect(customers.getByRole('row', { name: /Kavya Joshi/ })).toBeVisible();

    await page.getByRole('link', { name: 'Artists' }).click();
    const artists = page.getByRole('table', { name: 'Artists' });
    await expect(artists.getByRole('columnheader')).toHaveText([
      '#',
      'Name',
      'Status',
      'WhatsApp',
      'Address',
      'Pincode',
      'Job Term',
      'Mehendi Varieties',
      'Availability',
      'Uploaded Designs',
      'Actions',
    ]);
    await expect(artists.getByRole('row', { name: /Meera Kulkarni/ })).toBeVisible();
  });
});
