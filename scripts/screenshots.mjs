/* global document -- page.evaluate callbacks run in the browser */
// npm run screenshots: every public page at 390×844 and 1280×800, against the built product on a fresh
// data folder seeded with the demo catalogue. Pictures go to ./screenshots/ (gitignored).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serverLogCodes } from '@mehendi/test-client';
import { captureAdmin } from './screenshots-admin.mjs';
import { launchBrowser, shoot as shootPage } from './shoot.mjs';
import { startProduct } from './start-product.mjs';

const OUT = path.resolve('screenshots');
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** A 2×2 pixel PNG photo is enough for previews; the server is never sent it here. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVQI12P4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function shoot(page, name, label) {
  // A modal covers the screen, not the page: show what the visitor sees.
  const modal = await page.locator('dialog[open]').count();
  await shootPage(page, path.join(OUT, `${label}-${name}.png`), { fullPage: modal === 0 });
}

async function capture(browser, product, { name: label, ...contextOptions }) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const go = async (url) => {
    await page.goto(`${product.baseUrl}${url}`);
    await page.locator('main h1').first().waitFor();
  };

  await go('/');
  await page.getByText('support@', { exact: false }).first().waitFor();
  await shoot(page, '01-home', label);
  if (label === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shoot(page, '02-home-menu', label);
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  if (label === 'desktop') {
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await shoot(page, '03-home-hindi', label);
    await page.getByRole('button', { name: 'English' }).click();
  }

  await go('/customer-dashboard');
  await shoot(page, '10-booking-empty', label);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForTimeout(400);
  await shoot(page, '11-booking-errors', label);
  await page.getByLabel('Full name', { exact: true }).fill('Asha Patil');
  await page.getByLabel('Contact number').fill('9876543210');
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Dates', { exact: true }).fill(date);
  await page.getByLabel('Address of the visit').fill('12 Tilak Road, Sadashiv Peth, Pune');
  await page.getByLabel('Pincode').fill('411030');
  await page.getByRole('button', { name: 'One guest more' }).click();
  await page.getByRole('button', { name: 'One guest more' }).click();
  await page.getByLabel('Late Evening', { exact: false }).check();
  await page.getByLabel('Bridal', { exact: true }).check();
  await page.getByLabel('₹2,000 – ₹3,000').check();
  await page.getByRole('button', { name: 'Design 1' }).click();
  await page.locator('dialog[open] img').waitFor();
  await page.locator('dialog[open] img').evaluate((img) => img.decode());
  await shoot(page, '12-booking-zoom', label);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Add siders to my booking').check();
  await page.getByLabel('Arabic', { exact: false }).check();
  await page.getByRole('radio', { name: /^3\/4 arm/ }).check();
  await page.getByRole('button', { name: 'Siders design 1' }).waitFor();
  await page.getByRole('button', { name: 'Siders design 1' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForTimeout(300);
  await shoot(page, '13-booking-filled', label);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await shoot(page, '14-booking-confirm', label);
  await page.getByRole('button', { name: 'Yes' }).click();

  await page.getByRole('heading', { name: 'Customer login' }).waitFor();
  await shoot(page, '20-phone-login', label);
  // The form's number is filled in; emptied here to show the message.
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForTimeout(300);
  await shoot(page, '21-phone-login-error', label);
  await page.getByLabel('Phone number').fill(label === 'phone' ? '98765 43210' : '91234 56780');
  const codes = serverLogCodes(product.logFile);
  const since = await codes.mark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').waitFor({ timeout: 30_000 });
  await shoot(page, '22-phone-code', label);
  const code = await codes.codeSince(since);
  // The sixth digit submits.
  await page.getByLabel('Digit 1 of 6').fill(code);
  await page.getByRole('heading', { name: /Thank you, Asha Patil/ }).waitFor();
  await shoot(page, '23-customer-thank-you', label);

  await go('/artist-dashboard');
  await shoot(page, '30-artist-empty', label);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForTimeout(400);
  await shoot(page, '31-artist-errors', label);
  await page.getByLabel('Full name', { exact: true }).fill('Meera Kulkarni');
  await page.getByLabel('WhatsApp number').fill('9123456780');
  await page.getByLabel('Address').fill('12 Tilak Road, Pune');
  await page.getByLabel('Pincode').fill('411030');
  await page.getByLabel('Full-time').check();
  await page.getByLabel('Bridal').check();
  await page.getByLabel('Any Time From Morning Till Night').check();
  await page.locator('input[type=file]').setInputFiles([
    { name: 'bridal-hands.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'arabic-feet.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await shoot(page, '32-artist-filled', label);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('heading', { name: 'Artist login' }).waitFor();
  await page.evaluate(() => localStorage.setItem('artistFormSubmitted', 'true'));
  await go('/thank-you');
  await shoot(page, '33-artist-thank-you', label);

  await go('/no-such-page');
  await shoot(page, '40-not-found', label);

  // Phone login in Hindi: the country list follows the language.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await go('/phone-auth?role=customer');
  await shoot(page, '24-phone-login-hindi', label);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await context.close();
}

await mkdir(OUT, { recursive: true });
const product = await startProduct();
const browser = await launchBrowser();
try {
  // The public pages of every screen first, so a failing admin capture does not cost them.
  for (const viewport of VIEWPORTS) {
    console.log(`${viewport.name} (${viewport.viewport.width}×${viewport.viewport.height})`);
    await capture(browser, product, viewport);
  }
  for (const viewport of VIEWPORTS) {
    console.log(`admin, ${viewport.name}`);
    await captureAdmin(browser, product, viewport);
  }
} finally {
  await browser.close();
  await product.stop();
}
