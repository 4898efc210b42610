import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import type { Artist } from '@mehendi/shared';
import { adminToken, randomMobile, uploadDesign } from './support/admin-api';
import { otpLog } from './support/server-log';
import {
  newPublicPage,
  openCustomerLogin,
  pickDate,
  typedArtistDraft,
  typeOverOfferedPhone,
} from './support/public-page';

// The public journeys as a new user on a phone meets them (docs/pages.md): pasted numbers, picked dates,
// drafts that survive a reload, phone login that helps, and the phone's own language.

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Pastes `text` into the focused field the way a phone's clipboard or autofill does. */
async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.fill('');
  await field.focus();
  await page.evaluate((value) => document.execCommand('insertText', false, value), text);
}

test('a number pasted as +91 98765 43210, 098765 43210 or 98765-43210 becomes its 10 digits', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const contact = page.getByRole('textbox', { name: 'Contact number' });
  for (const pasted of ['+91 98765 43210', '098765 43210', '98765-43210', '(98765) 43210']) {
    await pasteInto(page, 'Contact number', pasted);
    await expect(contact, pasted).toHaveValue('9876543210');
  }

  // A wrong number shows its message after a confirm; correcting it clears the message at once.
  await contact.fill('12345');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
  await pasteInto(page, 'Contact number', '+91 98765 43210');
  await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeHidden();

  await page.goto('/artist-dashboard');

  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await pasteInto(page, 'WhatsApp number', '+91 98765 43210');
  await expect(page.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('9876543210');
});

test('a date tapped on the calendar is chosen at once, and the chips read in the page language', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await pickDate(page, inDays(20));
  const chips = page.getByRole('list', { name: 'Chosen dates' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Please select a time range.')).toBeVisible();
  await expect(page.getByText('Please enter at least one date.')).toBeHidden();

  // Several dates, one pick each.
  await pickDate(page, inDays(21));
  await pickDate(page, inDays(22));
  await expect(chips).toHaveCount(3);
  const year = inDays(20).slice(0, 4);
  await expect(chips.first()).toContainText(year);
  await expect(chips.first()).not.toContainText(inDays(20));

  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  await page.reload();
  // Marathi weekday and month names ('शुक्र, 11 डिसें 2026'), not the ISO date.
  const first = page.locator('.date-chip').first();
  await expect(first).toContainText(/[\u0900-\u097F]+,/);
  await expect(first).not.toContainText(inDays(20));
});

test('a reload in the middle of the booking form keeps every field', async ({
  browser,
  request,
  api,
}, testInfo) => {
  // A price range without designs cannot be chosen.
  const designs = await request.get('/api/designs/Bridal/3000-4000');
  if (((await designs.json()) as unknown[]).length === 0)
    await uploadDesign(api, await adminToken(api), 'Bridal', '3000-4000', 130);
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Kulkarni');
  await pasteInto(page, 'Contact number', '+91 98765 43210');
  await pickDate(page, inDays(15));
  await page.getByRole('radio', { name: 'Late Evening (9:00 PM onwards)' }).check();
  await page.getByRole('radio', { name: 'Bridal', exact: true }).check();
  await page.getByRole('radio', { name: '₹3,000 – ₹4,000' }).check();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Kulkarni');
  await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveValue('9876543210');
  await expect(page.getByRole('list', { name: 'Chosen dates' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Late Evening (9:00 PM onwards)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Bridal', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '₹3,000 – ₹4,000' })).toBeChecked();
});

test('going back from phone login keeps the booking form as confirmed, every kind of field', async ({
  browser,
  api,
}, testInfo) => {
  const token = await adminToken(api);
  await uploadDesign(api, token, 'Baby Shower', '2600-3500', 90);
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  // The booking form keeps its typed draft at every change (the artist form's waits 300 ms, the race its
  // own test pins down); here the typed and the confirmed draft must agree after Back for every kind of field.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera');
  await page.getByRole('textbox', { name: 'Contact number' }).fill('9876543210');
  await pickDate(page, inDays(16));
  await page.getByRole('radio', { name: 'Late Evening (9:00 PM onwards)' }).check();
  await page.getByRole('radio', { name: 'Baby Shower', exact: true }).check();
  await page.getByRole('radio', { name: '₹2,600 – ₹3,500' }).check();
  await page.getByRole('textbox', { name: 'Address of the visit' }).fill('12 Tilak Road, Sadashiv Peth');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('411030');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bookingFormDraft'))).toContain('"Meera"');

  // Changed, then confirmed at once: text, radio, checkbox and a chosen design.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Kulkarni');
  await page.getByRole('radio', { name: 'Morning to Afternoon (11:00 AM to 4:00 PM)' }).check();
  await page.getByRole('button', { name: 'Design 1', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByRole('checkbox', { name: 'Add siders to my booking' }).check();
  await page.getByRole('checkbox', { name: 'Add siders to my booking' }).uncheck();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Send booking request' })
    .click();
  await expect(page).toHaveURL(/\/phone-auth\?role=customer$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Kulkarni');
  await expect(page.getByRole('radio', { name: 'Morning to Afternoon (11:00 AM to 4:00 PM)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Add siders to my booking' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Design 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a reload in the middle of the artist form keeps every field', async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  await page.goto('/artist-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Full name' }).fill('Kavya Rao');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Lake Road, Pune');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('411001');
  await page.getByRole('radio', { name: 'Full-time' }).check();
  // Kept a moment after the last change: reloaded once the draft holds every field, however slow the machine.
  await expect
    .poll(() => typedArtistDraft(page))
    .toMatchObject({
      fullName: 'Kavya Rao',
      address: '12 Lake Road, Pune',
      pincode: '411001',
      jobTerm: 'Full-time',
    });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Kavya Rao');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Lake Road, Pune');
  await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue('411001');
  await expect(page.getByRole('radio', { name: 'Full-time' })).toBeChecked();
});

test('phone login fills in the form number, focuses the code, and counts down to a new code', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  const number = randomMobile();
  const phone = await openCustomerLogin(page, { fullName: 'Ritu Shah', contactNumber: number });

  // A wrong number's message goes as soon as the number is corrected.
  await phone.fill('98');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await phone.fill(number);
  await expect(page.getByText('Please enter a valid phone number.')).toBeHidden();

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused({ timeout: 30_000 });
  const resend = page.getByRole('button', { name: /^Send a new code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Send a new code in (2\d|30) s/);
  // The countdown survives a reload, so nobody taps into "Too many attempts".
  await page.reload();
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('a first visit from a phone set to Marathi opens in Marathi, and the language is one tap away', async ({
  browser,
}, testInfo) => {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: viewport ?? { width: 390, height: 844 },
    isMobile,
    hasTouch,
    locale: 'mr-IN',
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'मेहंदी मार्केटमध्ये आपले स्वागत आहे' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await page.goto('/customer-dashboard');

  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  if ((viewport?.width ?? 390) < 768) {
    // The switch sits in the header of every page, not only inside the menu.
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
  }
  await context.close();
});

/** A camera-sized photo of about 24 MB: 3,300 × 2,500 px of noise, which PNG cannot compress. */
function hugePhoto(): Promise<Buffer> {
  const width = 3300;
  const height = 2500;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

test('a 24 MB camera photo is made smaller in the browser and the application goes through', async ({
  browser,
  request,
  api,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await newPublicPage(browser, testInfo);
  const name = `Sana Bigphoto ${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;
  const photo = await hugePhoto();
  expect(photo.length).toBeGreaterThan(24_000_000);
  await page.goto('/artist-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByText(/up to 10/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await pasteInto(page, 'WhatsApp number', '+91 91234 56780');
  await page.getByRole('textbox', { name: 'Address' }).fill('4 Station Road, Nashik');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('422001');
  await page.getByRole('radio', { name: 'Part-time' }).check();
  await page.getByRole('checkbox', { name: 'Bridal' }).check();
  await page.getByRole('radio', { name: 'Late Evening (9:00 PM onwards)' }).check();

  // A file that is no photo is named beside the list; the big photo is kept, made smaller.
  await page.locator('input[type=file]').setInputFiles([
    { name: 'camera.png', mimeType: 'image/png', buffer: photo },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
  ]);
  await expect(page.getByText('Could not read notes.jpg as a photo.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: /^1 photos? chosen$/ }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/phone-auth\?role=artist$/);
  await typeOverOfferedPhone(page, /91234\s?56780/, randomMobile());
  const since = await otpLog.mark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await otpLog.codeSince(since));
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });

  const token = await adminToken(api);
  const artists = (await (
    await request.get('/api/artists/all', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Artist[];
  expect(artists.find((artist) => artist.fullName === name)?.uploadedDesigns).toHaveLength(1);
});

test('every control a finger uses on the public forms is at least 44 × 44 px', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  const fingerSized = async (control: ReturnType<Page['locator']>, what: string) => {
    const box = await control.boundingBox();
    expect(box, what).not.toBeNull();
    expect(Math.round(box!.width), `${what} width`).toBeGreaterThanOrEqual(44);
    expect(Math.round(box!.height), `${what} height`).toBeGreaterThanOrEqual(44);
  };

  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await pickDate(page, inDays(20));
  await fingerSized(page.getByRole('button', { name: /^Remove / }).first(), 'date chip remove');
  const footerLinks = await page.locator('.site-footer a').all();
  expect(footerLinks.length).toBeGreaterThan(0);
  for (const link of footerLinks) await fingerSized(link, 'footer link');

  await page.goto('/artist-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' });
  await fingerSized(toast.getByRole('button', { name: 'Dismiss' }), 'toast close');
  await page.locator('input[type=file]').setInputFiles({
    name: 'hands.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c96' } })
      .png()
      .toBuffer(),
  });
  await fingerSized(page.getByRole('button', { name: 'Remove hands.png' }), 'photo remove');
});
