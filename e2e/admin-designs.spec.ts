import { expect, test, type Page, type Route } from './support/test';
import {
  adminToken,
  emptyPriceRange,
  openDashboardAs,
  samplePhoto,
  toast,
  uploadDesign,
} from './support/admin-api';

/**
 * Holds every request to `url` until the test lets it go, oldest first: the uploading state is looked at while
 * a photo is on its way, on a fast machine or a slow one, with no fixed delay.
 */
async function holdRequests(page: Page, url: string): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  const waiting: (() => void)[] = [];
  await page.route(url, (route) => {
    held.push(route);
    waiting.shift()?.();
  });
  return {
    async release() {
      if (held.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
      await held.shift()!.continue();
    },
  };
}

test('a mehendi design is uploaded with a preview, shown in its view, and deleted', async ({ page, api }) => {
  await openDashboardAs(page, await adminToken(api), 'upload-designs');
  const upload = page.getByRole('button', { name: 'Upload', exact: true });

  await upload.click();
  await expect(page.getByRole('alert')).toHaveText('Please select a variety, price range, and an image.');

  const range = page.getByLabel('Price Range');
  await expect(range).toBeDisabled();
  await page.getByLabel('Variety').selectOption('Munj');
  await expect(range).toBeEnabled();
  await range.selectOption('1600-2500');
  await page.getByLabel('Design photos').setInputFiles({
    name: 'munj-design.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(35),
  });
  await expect(page.getByRole('img', { name: 'Preview of munj-design.jpg' })).toBeVisible();
  // The photo is held on its way until the uploading state has been seen.
  const uploads = await holdRequests(page, '**/api/designs/upload');
  await upload.click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await uploads.release();

  const modal = page.getByRole('dialog', { name: 'Upload successful!' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('The design is now shown to customers.');
  // The group stays chosen for the next photos; the sent photo leaves the list.
  await expect(page.getByLabel('Variety')).toHaveValue('Munj');
  await expect(page.getByRole('img', { name: 'Preview of munj-design.jpg' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'View designs' }).click();

  await expect(page).toHaveURL(/section=view-designs/);
  await expect(page.getByLabel('Variety')).toHaveValue('Munj');
  await expect(page.getByLabel('Price Range')).toHaveValue('1600-2500');
  const images = page.getByRole('img', { name: /Munj ₹1,600 – ₹2,500 design/ });
  await expect(images).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Munj ₹1,600 – ₹2,500 design 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Image deleted successfully!')).toBeVisible();
  await expect(
    page.getByText('No designs available for the selected variety and price range.'),
  ).toBeVisible();
  await expect(images).toHaveCount(0);
});

test('a siders design is uploaded, shown in the siders view, and deleted', async ({ page, api }) => {
  await openDashboardAs(page, await adminToken(api), 'view-siders');
  await expect(page.getByText('Select a Siders type and click View Siders Designs.')).toBeVisible();
  await page.getByRole('button', { name: 'View Siders Designs', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a Siders type to view designs.');

  // On a phone the sections fold into a menu button naming the current one.
  const menu = page.getByRole('button', { name: 'Menu: View Siders Designs' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('link', { name: 'Upload Siders Designs' }).click();
  await expect(page.getByRole('button', { name: 'Menu: Upload Siders Designs' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a Siders type and an image.');
  await page.getByLabel('Siders Type').selectOption('indian');
  await page.getByLabel('Design photos').setInputFiles({
    name: 'indian-siders.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(210),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Upload successful!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'View Siders designs' }).click();

  const images = page.getByRole('img', { name: /design \d+/ });
  await expect(images).toHaveCount(1);
  await page.getByRole('button', { name: /Delete .* design 1/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Siders design deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Siders designs available.')).toBeVisible();
});

test('an upload the server refuses says why', async ({ page, api }) => {
  await openDashboardAs(page, await adminToken(api), 'upload-siders');
  await page.getByLabel('Siders Type').selectOption('arabic');
  await page.getByLabel('Design photos').setInputFiles({
    name: 'not-a-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html>this is not an image</html>'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Upload failed: Please upload a JPEG, PNG or WebP photo.')).toBeVisible();
});

test('several photos go up one after another into the chosen group, which stays chosen; a refused one says why', async ({
  page,
  api,
  request,
}) => {
  const token = await adminToken(api);
  // A group of its own, emptied first: the count below is this test's.
  await emptyPriceRange(api, token, 'Baby Shower', '800-1500');
  await openDashboardAs(page, token, 'upload-designs');
  await page.getByLabel('Variety').selectOption('Baby Shower');
  await page.getByLabel('Price Range').selectOption('800-1500');
  const photo = async (name: string, hue: number) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(hue),
  });
  await page
    .getByLabel('Design photos')
    .setInputFiles([
      await photo('shower-1.jpg', 20),
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>no</html>') },
      await photo('shower-2.jpg', 140),
    ]);
  await expect(page.getByRole('list', { name: 'Chosen photos: 3' }).getByRole('img')).toHaveCount(3);
  // Each photo is held on its way until the progress through the photos has been seen.
  const uploads = await holdRequests(page, '**/api/designs/upload');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress: photo 1 of 3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await uploads.release();
  // The second, no photo, is sent too: the server refuses it.
  await uploads.release();
  await expect(toast(page, 'Upload failed: Please upload a JPEG, PNG or WebP photo.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress: photo 3 of 3' })).toBeVisible();
  await uploads.release();

  const modal = page.getByRole('dialog', { name: 'Upload successful!' });
  await expect(modal).toContainText('The 2 designs are now shown to customers.');
  await modal.getByRole('button', { name: 'Close' }).click();
  // The refused photo stays listed with why; the group stays chosen for the next photos.
  const left = page.getByRole('list', { name: 'Chosen photos: 1' }).getByRole('listitem');
  await expect(left).toHaveCount(1);
  await expect(left).toContainText('not-a-photo.jpg');
  await expect(left).toContainText('Please upload a JPEG, PNG or WebP photo.');
  await expect(page.getByLabel('Variety')).toHaveValue('Baby Shower');
  await expect(page.getByLabel('Price Range')).toHaveValue('800-1500');

  const stored = await request.get('/api/designs/Baby%20Shower/800-1500');
  expect(((await stored.json()) as unknown[]).length).toBe(2);
});

test('the overview names the price ranges without designs until one is uploaded', async ({ page, api }) => {
  const token = await adminToken(api);
  await emptyPriceRange(api, token, 'Bridal', '4000-5000');
  await openDashboardAs(page, token);
  const warning = page.getByRole('region', { name: /^Price ranges without designs: \d+$/ });
  await expect(warning).toContainText('Customers cannot choose these price ranges');
  await expect(warning.getByRole('listitem').filter({ hasText: /^Bridal:/ })).toContainText(
    '₹4,000 – ₹5,000',
  );
  await warning.getByRole('link', { name: 'Upload Designs' }).click();
  await expect(page).toHaveURL(/section=upload-designs/);

  await uploadDesign(api, token, 'Bridal', '4000-5000', 260);
  await openDashboardAs(page, token);
  await expect(page.getByText('New bookings waiting for an artist')).toBeVisible();
  await expect(page.getByText('₹4,000 – ₹5,000')).toHaveCount(0);
});
