import { expect, test } from './support/test';
import type { Artist } from '@mehendi/shared';
import { adminToken, randomMobile, samplePhoto } from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  typeOverOfferedPhone,
  typedArtistDraft,
} from './support/public-page';
import { otpLog } from './support/server-log';

test(
  'an artist registers with two designs, survives a reload on phone login, and reaches /thank-you',
  { tag: '@laptop' },
  async ({ browser, request, api }, testInfo) => {
    const page = await newPublicPage(browser, testInfo);
    const name = `Meera Artist ${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;
    await page.goto('/artist-dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Artist registration' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Submitting empty: the toast and every field's message.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fix validation errors before submitting.').first()).toBeVisible();
    for (const message of [
      'Full Name should only contain alphabets.',
      'WhatsApp Number must start with 6-9 and be 10 digits.',
      'Pincode must be exactly 6 digits.',
      'Please select an available time.',
      'Please select at least one mehendi variety.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await expectNoAxeViolations(page);

    // Live validation as the artist types.
    const whatsapp = page.getByRole('textbox', { name: 'WhatsApp number' });
    await whatsapp.fill('512345');
    await expect(whatsapp).toHaveAccessibleDescription(
      /WhatsApp Number must start with 6-9 and be 10 digits\./,
    );
    await whatsapp.fill('9123456780');
    await expect(page.getByText('WhatsApp Number must start with 6-9 and be 10 digits.')).toBeHidden();
    await page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await page.getByRole('textbox', { name: 'Address' }).fill('12 Tilak Road, Pune');
    const pincode = page.getByRole('textbox', { name: 'Pincode' });
    await pincode.fill('4110');
    await expect(page.getByText('Pincode must be exactly 6 digits.')).toBeVisible();
    await pincode.fill('411030');
    await page.getByRole('radio', { name: 'Part-time' }).check();
    await page.getByRole('checkbox', { name: 'Bridal' }).check();
    await page.getByRole('checkbox', { name: 'Siders' }).check();
    await page.getByRole('radio', { name: 'Late Evening (9:00 PM onwards)' }).check();

    // Three photos chosen, one removed again.
    await page.locator('input[type=file]').setInputFiles([
      { name: 'bridal-hands.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(15) },
      { name: 'arabic-feet.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(35) },
      { name: 'blurry.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(55) },
    ]);
    await expect(page.getByRole('list', { name: '3 photos chosen' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove blurry.jpg' }).click();
    await expect(page.getByRole('list', { name: '2 photos chosen' }).getByRole('listitem')).toHaveCount(2);
    // Nothing left to fix: the "fix the errors" toast has gone by itself.
    await expect(page.locator('.toast', { hasText: 'Please fix validation errors' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm.getByText('Are you sure you want to submit your details?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();

    await expect(page).toHaveURL(/\/phone-auth\?role=artist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artist login' })).toBeVisible();
    const phone = randomMobile();
    await typeOverOfferedPhone(page, /91234\s?56780/, phone);
    const since = await otpLog.mark();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible({ timeout: 30_000 });

    // A reload on the code screen loses nothing: still the code step, and the form with its files is kept.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
    // The whole code in the first box (as the keyboard's suggestion gives it) submits by itself.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await otpLog.codeSince(since));

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering!' })).toBeVisible();
    await expectNoAxeViolations(page);

    const token = await adminToken(api);
    const response = await request.get('/api/artists/all', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    const artist = ((await response.json()) as Artist[]).find((row) => row.fullName === name);
    expect(artist).toMatchObject({
      whatsappNumber: '9123456780',
      address: '12 Tilak Road, Pune',
      pincode: '411030',
      jobTerm: 'Part-time',
      mehendiVarieties: ['Bridal', 'Siders'],
      availability: { timeRange: 'Late Evening (9:00 PM onwards)' },
      phone: `+91${phone}`,
    });
    expect(artist?.uploadedDesigns.map((design) => design.originalname).sort()).toEqual([
      'arabic-feet.jpg',
      'bridal-hands.jpg',
    ]);
  },
);

test('going back from phone login keeps the artist form, files included', async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  // The page's timers run only when this test moves the clock, so the form's typed draft (kept 300 ms after
  // the last change) is kept exactly once below, whatever the machine's speed: the race a slow machine hit.
  await page.goto('/artist-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Kavya');
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('8123456780');
  await page.getByRole('textbox', { name: 'Address' }).fill('5 MG Road, Bengaluru');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('560001');
  await page.getByRole('radio', { name: 'Part-time' }).check();
  await page.clock.runFor(1_000);
  await expect.poll(async () => (await typedArtistDraft(page))?.fullName ?? null).toBe('Kavya');

  // Changed within the delay, then confirmed at once: every kind of field.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Kavya Rao');
  await page.getByRole('radio', { name: 'Full-time' }).check();
  await page.getByRole('checkbox', { name: 'Engagement' }).check();
  await page.getByRole('radio', { name: 'Any Time From Morning Till Night' }).check();
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'engagement.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(80) }]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/phone-auth\?role=artist$/);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.clock.resume();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artist registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove engagement.jpg' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Kavya Rao');
  await expect(page.getByRole('radio', { name: 'Full-time' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Engagement' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Any Time From Morning Till Night' })).toBeChecked();
});
