import { expect, test, type Locator, type Page } from './support/test';
import {
  adminToken,
  createArtistApplication,
  createBooking,
  openDashboardAs,
  toast,
} from './support/admin-api';
import { bookingReference } from '@mehendi/shared';

/** Deletes the record from its open details, confirming with the button that names the deletion. */
async function deleteFromDetails(
  page: Page,
  details: Locator,
  name: string,
  what: 'booking' | 'application',
) {
  await details.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: `Delete the ${what}` }).click();
}

test.describe('people on a phone', () => {
  test('a booking appears in Customers as a short card, opens its details and can be deleted', async ({
    page,
    api,
  }) => {
    const booking = await createBooking(api, 'Priya Deshmukh');
    await openDashboardAs(page, await adminToken(api), 'customers');

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Priya Deshmukh/ }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Late Evening (9:00 PM onwards)');
    await expect(card).toContainText(bookingReference(booking._id));
    // A short card: the rest is in the details.
    await expect(card).not.toContainText('₹2,000 – ₹3,000');

    await card.getByRole('button', { name: 'Open the booking of Priya Deshmukh' }).click();
    const details = page.getByRole('dialog', { name: 'Booking of Priya Deshmukh' });
    // A click-to-chat link whose greeting names the booking (docs/pages.md).
    await expect(
      details.getByRole('link', { name: `WhatsApp ${booking.contactNumber}`, exact: true }),
    ).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${booking.contactNumber}\\?text=.*Priya`));
    await expect(details).toContainText('₹2,000 – ₹3,000');

    await deleteFromDetails(page, details, 'Priya Deshmukh', 'booking');
    await expect(toast(page, 'customer deleted successfully!')).toBeVisible();
    await expect(details).toBeHidden();
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
    await expect(card).toContainText(artist.whatsappNumber);
    await expect(card).toContainText('411030');
    await card.getByRole('button', { name: 'Open the application of Sunita Patil' }).click();
    const details = page.getByRole('dialog', { name: 'Application of Sunita Patil' });
    await expect(details.getByRole('link', { name: `WhatsApp ${artist.whatsappNumber}` })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${artist.whatsappNumber}\\?text=Hello`),
    );
    const design = details.getByRole('link', { name: 'my-bridal-work.jpg' });
    await expect(design).toHaveAttribute('target', '_blank');
    // A thumbnail of the photo, not its file name, even on a phone.
    const thumbnail = design.getByRole('img', { name: 'my-bridal-work.jpg' });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const image = await request.get(new URL((await design.getAttribute('href'))!, page.url()).toString());
    expect(image.ok()).toBe(true);

    // Delete stands apart: after Approve and Reject, at the end of the details.
    const reject = details.getByRole('button', { name: 'Reject Sunita Patil' });
    const remove = details.getByRole('button', { name: 'Delete Sunita Patil' });
    expect((await remove.boundingBox())!.y).toBeGreaterThan((await reject.boundingBox())!.y + 40);
    await deleteFromDetails(page, details, 'Sunita Patil', 'application');
    await expect(toast(page, 'artist deleted successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Sunita Patil/ })).toHaveCount(0);
  });
});

test.describe('people on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  // SPEC's table columns live on in each record's details, under their SPEC labels (docs/decisions.md §18).
  test("the short rows open details with the spec's columns", async ({ page, api }) => {
    const booking = await createBooking(api, 'Kavya Joshi');
    await createArtistApplication(api, 'Meera Kulkarni');
    const token = await adminToken(api);

    await openDashboardAs(page, token, 'customers');
    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByRole('columnheader')).toHaveText([
      '#',
      'Name',
      'Reference',
      'Dates',
      'Time',
      'Status',
      'Artist',
      'Actions',
    ]);
    await customers.getByRole('button', { name: 'Open the booking of Kavya Joshi' }).click();
    const booked = page.getByRole('dialog', { name: 'Booking of Kavya Joshi' });
    await expect(booked.locator('dt')).toHaveText([
      'Reference',
      'Name',
      'Status',
      'Artist',
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
    ]);
    await expect(booked.locator('dd').first()).toHaveText(bookingReference(booking._id));
    await booked.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Artists' }).click();
    const artists = page.getByRole('table', { name: 'Artists' });
    await expect(artists.getByRole('columnheader')).toHaveText([
      '#',
      'Name',
      'WhatsApp',
      'Pincode',
      'Status',
      // Offers to artists (docs/bookings.md#offers-to-artists): the month's offers, ranking nobody.
      'Offers this month',
      'Actions',
    ]);
    await artists
      .getByRole('row', { name: /Meera Kulkarni/ })
      .getByText('411030')
      .click();
    const applied = page.getByRole('dialog', { name: 'Application of Meera Kulkarni' });
    await expect(applied.locator('dt')).toHaveText([
      'Name',
      'Status',
      'WhatsApp',
      'Address',
      'Pincode',
      'Job Term',
      'Mehendi Varieties',
      'Availability',
      'Uploaded Designs',
      // Added with the public profiles (docs/pages.md): the shown profile's address, or "Not shown".
      'Public profile',
    ]);
    await expect(applied.locator('dd').last()).toHaveText('Not shown');
  });
});
