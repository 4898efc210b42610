import { expect, test } from './support/test';
import { adminToken, openDashboardAs, samplePhoto, toast } from './support/admin-api';

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
  await page.getByLabel('Design image').setInputFiles({
    name: 'munj-design.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(35),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  // The answer is held back a little so the uploading state can be seen.
  await page.route('**/api/designs/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await upload.click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();

  const modal = page.getByRole('dialog', { name: 'Upload successful!' });
  await expect(modal).toBeVisible();
  // The selection resets for the next upload.
  await expect(page.getByLabel('Variety')).toHaveValue('');
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
  await page.getByLabel('Design image').setInputFiles({
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
  await page.getByLabel('Design image').setInputFiles({
    name: 'not-a-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html>this is not an image</html>'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Upload failed: Please upload a JPEG, PNG or WebP photo.')).toBeVisible();
});
