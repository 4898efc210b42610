/* global document -- page.evaluate callbacks run in the browser */
// The admin console's screenshots, at 390×844 and 1280×800, into ./screenshots/. scripts/screenshots.mjs
// calls captureAdmin() for each viewport on its seeded product; `node --import tsx scripts/screenshots-admin.mjs`
// (after `npm run build`) runs them alone on a product of their own.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { samplePhoto } from '@mehendi/test-client';
import { launchBrowser, shoot as shootPage } from './shoot.mjs';
import { SHOTS_ADMIN, startProduct } from './start-product.mjs';
import { apiOf, postApplication, postBooking } from './shots-records.mjs';

const OUT = path.resolve('screenshots');
const ADMIN = SHOTS_ADMIN;

/** Records for the tables, made once per product. */
const arranged = new WeakSet();
async function arrangeRecords(product) {
  if (arranged.has(product)) return;
  arranged.add(product);
  await postApplication(product, 'Sunita Patil', ['Bridal', 'Engagement', 'Siders'], 15);
  await postApplication(product, 'Farah Shaikh', ['Karwachauth', 'Baby Shower'], 35);
  await postBooking(product, 'Priya Deshmukh', { siders: true });
  await postBooking(product, 'Kavya Joshi');
}

const shoot = (page, name, label) => shootPage(page, path.join(OUT, `${label}-${name}.png`));

/** Shoots every admin page for one viewport (`name` is the file prefix, the rest context options). */
export async function captureAdmin(browser, product, { name: label, ...contextOptions }) {
  await arrangeRecords(product);
  const context = await browser.newContext({ ...contextOptions, baseURL: product.baseUrl });
  const page = await context.newPage();
  const phone = label === 'phone';
  const openSection = async (section) => {
    if (phone) await page.getByRole('button', { name: /^Menu: / }).click();
    await page.getByRole('link', { name: section, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  };

  await page.goto('/admin-login');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await shoot(page, '50-admin-login', label);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').waitFor();
  await shoot(page, '51-admin-login-error', label);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The console opens on its Overview (docs/pages.md).
  await page.getByRole('heading', { name: 'Overview', level: 2 }).waitFor();
  await shoot(page, '52-admin-overview', label);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await openSection('Artists');
  await page
    .getByRole('heading', { name: /Farah Shaikh/ })
    .or(page.getByRole('row', { name: /Farah Shaikh/ }))
    .first()
    .waitFor();
  await shoot(page, '52b-admin-artists', label);
  // A record's details: every field, its actions, and Delete apart (docs/pages.md).
  await page.getByRole('button', { name: 'Open the application of Farah Shaikh' }).click();
  await page.getByRole('dialog', { name: 'Application of Farah Shaikh' }).waitFor();
  await shootPage(page, path.join(OUT, `${label}-52c-admin-artist-details.png`), { fullPage: false });
  await page.keyboard.press('Escape');

  if (phone) {
    await page.getByRole('button', { name: /^Menu: / }).click();
    await shoot(page, '53-admin-sections-menu', label);
    await page.getByRole('button', { name: /^Menu: / }).click();
  }
  await page.getByRole('button', { name: 'Admin' }).click();
  await shoot(page, '54-admin-menu', label);
  await page.keyboard.press('Escape');

  await openSection('Customers');
  await page.getByRole('main').getByText('Kavya Joshi').first().waitFor();
  await shoot(page, '55-admin-customers', label);
  await page.getByRole('button', { name: 'Open the booking of Priya Deshmukh' }).click();
  await page.getByRole('dialog', { name: 'Booking of Priya Deshmukh' }).waitFor();
  await shootPage(page, path.join(OUT, `${label}-55b-admin-booking-details.png`), { fullPage: false });
  await page.keyboard.press('Escape');

  await openSection('Upload Designs');
  await page.getByLabel('Variety').selectOption('Munj');
  await page.getByLabel('Price Range').selectOption('1600-2500');
  await page.getByLabel('Design photos').setInputFiles({
    name: 'munj-floral.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto(phone ? 300 : 330),
  });
  await page.getByRole('img', { name: 'Preview of munj-floral.jpg' }).waitFor();
  await shoot(page, '56-admin-upload-designs', label);
  // Held back for a moment so the progress bar and 'Uploading...' can be seen.
  await page.route(
    '**/api/designs/upload',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'Uploading...' }).waitFor();
  await shoot(page, '56b-admin-uploading', label);
  await page.getByRole('dialog', { name: 'Upload successful!' }).waitFor();
  await shoot(page, '57-admin-upload-success', label);
  await page.getByRole('button', { name: 'View designs' }).click();
  await page.getByRole('heading', { level: 2, name: 'View and Manage Designs' }).waitFor();
  await page
    .getByRole('img', { name: /design 1$/ })
    .first()
    .waitFor();
  await shoot(page, '58-admin-view-designs', label);

  await openSection('Upload Siders Designs');
  await shoot(page, '59-admin-upload-siders', label);
  await openSection('View Siders Designs');
  await page.getByLabel('Siders Type').selectOption('indian');
  await page.getByRole('button', { name: 'View Siders Designs', exact: true }).click();
  await page
    .getByRole('img', { name: /design 1$/ })
    .first()
    .waitFor();
  await shoot(page, '60-admin-view-siders', label);

  await postBooking(product, phone ? 'Anjali Rao' : 'Neha Kulkarni');
  await page.locator('.toast--success').first().waitFor();
  await shoot(page, '61-admin-live-notification', label);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await shoot(page, '62-admin-notifications', label);
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('mr');
  await page.waitForFunction(() => document.documentElement.lang === 'mr');
  await page.getByRole('heading', { level: 1, name: 'प्रशासक डॅशबोर्ड' }).waitFor();
  await shoot(page, '63-admin-marathi', label);
  await page.locator('.admin-bell').click();
  await page.getByRole('dialog', { name: 'सूचना' }).waitFor();
  await shoot(page, '63b-admin-notifications-marathi', label);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Update Password' }).waitFor();
  await shoot(page, '64-admin-profile', label);
  await page.getByLabel('Current Password').fill(ADMIN.password);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('New password again').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByRole('alert').waitFor();
  await shoot(page, '65-admin-profile-error', label);
  // Changed and changed back, so the other viewport signs in with the same password.
  await page.getByLabel('Current Password').fill(ADMIN.password);
  await page.getByLabel('New Password', { exact: true }).fill(`${ADMIN.password} 2`);
  await page.getByLabel('New password again').fill(`${ADMIN.password} 2`);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, '66-admin-profile-success', label);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  await apiOf(product).ok('POST', '/api/admin/change-password', {
    token,
    json: { currentPassword: `${ADMIN.password} 2`, newPassword: ADMIN.password },
  });
  await context.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await mkdir(OUT, { recursive: true });
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    for (const viewport of [
      { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      { name: 'desktop', viewport: { width: 1280, height: 800 } },
    ]) {
      console.log(`admin, ${viewport.name}`);
      await captureAdmin(browser, product, viewport);
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}
