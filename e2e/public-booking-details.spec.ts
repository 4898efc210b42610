// The booking's venue, guests, siders arm length and estimate (docs/product.md): the estimate follows
// the choices, and the stored booking, the thank-you page and the console show the same figure.
import { expect, test, type Page } from './support/test';
import { estimateBooking, formatRupeeRange, type CustomerBooking } from '@mehendi/shared';
import {
  adminToken,
  openDashboardAs,
  randomMobile,
  uploadDesign,
  uploadSidersDesign,
} from './support/admin-api';
import { expectNoAxeViolations, newPublicPage, pickDate, typeOverOfferedPhone } from './support/public-page';
import { otpLog } from './support/server-log';

// A variety and price range of its own, so other tests' designs do not change this grid.
const VARIETY = 'Karwachauth';
const RANGE = '2600-3500';

test.beforeAll(async ({ request, api }) => {
  const token = await adminToken(api);
  const designs = await request.get(`/api/designs/${VARIETY}/${RANGE}`);
  if (((await designs.json()) as unknown[]).length === 0) await uploadDesign(api, token, VARIETY, RANGE, 60);
  const siders = await request.get('/api/siders-designs/indian');
  if (((await siders.json()) as unknown[]).length === 0) await uploadSidersDesign(api, token, 'indian', 200);
});

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const estimate = (page: Page) => page.getByTestId('booking-estimate');

test(
  'the estimate follows the choices and the stored booking, thank-you page and console match it',
  { tag: '@laptop' },
  async ({ browser, request, api }, testInfo) => {
    // Form, phone login, thank-you page and console in one journey: slow on a busy 2-core machine.
    test.slow();
    const page = await newPublicPage(browser, testInfo);
    const name = `Meera Estimate ${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;
    await page.goto('/customer-dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
    await expect(estimate(page)).toBeEmpty();

    await page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await page.getByRole('textbox', { name: 'Contact number' }).fill('9876501234');
    await pickDate(page, inDays(12));
    await page.getByRole('radio', { name: 'Any Time From Morning Till Night' }).check();

    // Venue: a short address and a 5-digit pincode are refused on confirm, each under its field.
    const address = page.getByRole('textbox', { name: 'Address of the visit' });
    const pincode = page.getByRole('textbox', { name: 'Pincode' });
    await address.fill('Pune');
    await pincode.fill('41103');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(address).toHaveAccessibleDescription(
      /Please enter the address of the visit \(at least 10 characters\)\./,
    );
    await expect(pincode).toHaveAccessibleDescription('Pincode must be exactly 6 digits.');
    await address.fill('12 Tilak Road, Sadashiv Peth');
    await pincode.fill('411030');
    await expect(page.getByText('Pincode must be exactly 6 digits.')).toBeHidden();

    // The estimate appears with the price range and follows guests and siders.
    await page.getByRole('radio', { name: 'Karwachauth', exact: true }).check();
    await page.getByRole('radio', { name: '₹2,600 – ₹3,500' }).check();
    await expect(estimate(page)).toContainText('Estimated ₹2,600 – ₹3,500');

    const guests = page.getByRole('spinbutton', {
      name: 'Number of guests for mehendi, besides the bride (or main person)',
    });
    await expect(guests).toHaveValue('0');
    await expect(page.getByText('₹300 – ₹500 per guest', { exact: false })).toBeVisible();
    // Up to a team's 300 guests (issue 47).
    await guests.fill('301');
    await expect(guests).toHaveValue('300');
    await expect(estimate(page)).toContainText('Estimated ₹92,600 – ₹1,53,500');
    await guests.fill('2');
    await page.getByRole('button', { name: 'One guest more' }).click();
    await expect(guests).toHaveValue('3');
    await expect(estimate(page)).toContainText('Estimated ₹3,500 – ₹5,000');

    await page.getByRole('button', { name: 'Design 1', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

    await page.getByRole('checkbox', { name: 'Add siders to my booking' }).check();
    await page.getByRole('radio', { name: /Indian/ }).check();
    await page.getByRole('button', { name: 'Siders design 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    // Siders without a length are refused with their message.
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const length = page.getByRole('group', { name: 'Arm length' });
    await expect(length).toHaveAccessibleDescription(/Please select an arm length\./);
    await expect(
      length.getByRole('radio', { name: '3/4 arm ₹160 per arm · ₹320 for both arms' }),
    ).toBeVisible();
    await length.getByRole('radio', { name: /^3\/4 arm/ }).check();
    const expected = estimateBooking({
      priceRange: RANGE,
      guestCount: 3,
      includeSiders: true,
      sidersType: 'indian',
      sidersLength: 'threeQuarter',
    })!;
    const amount = formatRupeeRange(expected);
    expect(amount).toBe('₹3,820 – ₹5,320');
    await expect(estimate(page)).toContainText(`Estimated ${amount}`);
    // A second day doubles it, the day's figure beside the total.
    await pickDate(page, inDays(13));
    const twoDays = `Estimated ₹7,640 – ₹10,640 for 2 days (${amount} a day)`;
    await expect(estimate(page)).toContainText(twoDays);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Are you sure you want to confirm the booking?');
    await expect(confirm).toContainText(twoDays.replace('Estimated ', ''));
    await confirm.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page).toHaveURL(/\/phone-auth\?role=customer$/);

    // The confirmed draft keeps the new fields: back on the form, they and the estimate are restored.
    await page.goto('/customer-dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('textbox', { name: 'Address of the visit' })).toHaveValue(
      '12 Tilak Road, Sadashiv Peth',
    );
    await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue('411030');
    await expect(guests).toHaveValue('3');
    await expect(estimate(page)).toContainText(twoDays);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await confirm.getByRole('button', { name: 'Send booking request' }).click();

    await expect(page).toHaveURL(/\/phone-auth\?role=customer$/);
    const phone = randomMobile();
    await typeOverOfferedPhone(page, /98765\s?01234/, phone);
    const since = await otpLog.mark();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible({ timeout: 30_000 });
    // The whole code in the first box submits by itself.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await otpLog.codeSince(since));

    await expect(page).toHaveURL(/\/customer-thank-you$/);
    await expect(page.getByText(twoDays)).toBeVisible();
    await expectNoAxeViolations(page);

    const token = await adminToken(api);
    const response = await request.get('/api/customers/all', {
      headers: { authorization: `Bearer ${token}` },
    });
    const booking = ((await response.json()) as CustomerBooking[]).find((row) => row.fullName === name);
    expect(booking).toMatchObject({
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      guestCount: 3,
      includeSiders: true,
      sidersType: 'indian',
      sidersLength: 'threeQuarter',
      estimate: {
        min: 2 * expected.min,
        max: 2 * expected.max,
        days: 2,
        perDay: { min: expected.min, max: expected.max },
      },
      language: 'en',
    });

    await openDashboardAs(page, token, 'customers');
    // The console's row is short; the booking's details hold the estimate, venue and siders (decisions §18).
    await page.getByRole('button', { name: `Open the booking of ${name}` }).click();
    const record = page.getByRole('dialog', { name: `Booking of ${name}` });
    await expect(record).toContainText(`₹7,640 – ₹10,640 for 2 days (${amount} a day)`);
    await expect(record).toContainText('12 Tilak Road, Sadashiv Peth – 411030');
    await expect(record).toContainText('3/4 arm');
  },
);

const TRANSLATED = [
  { code: 'mr', estimate: 'अंदाजे ₹2,600 – ₹3,500', guests: 'नवरी (किंवा मुख्य व्यक्ती) सोबत किती पाहुण्यांना मेहंदी' },
  { code: 'kn', estimate: 'ಅಂದಾಜು ₹2,600 – ₹3,500', guests: 'ವಧು (ಅಥವಾ ಮುಖ್ಯ ವ್ಯಕ್ತಿ) ಜೊತೆಗೆ ಎಷ್ಟು ಅತಿಥಿಗಳಿಗೆ ಮೆಹಂದಿ' },
  {
    code: 'hi',
    estimate: 'अनुमानित ₹2,600 – ₹3,500',
    guests: 'दुल्हन (या मुख्य व्यक्ति) के साथ कितने मेहमानों को मेहंदी लगानी है',
  },
  {
    code: 'en',
    estimate: 'Estimated ₹2,600 – ₹3,500',
    guests: 'Number of guests for mehendi, besides the bride (or main person)',
  },
] as const;

// On the laptop layout in Marathi only, its longest words (playwright.config.ts).
for (const language of TRANSLATED) {
  test(
    `the venue, guests and estimate read in ${language.code}, axe clean`,
    { tag: language.code === 'mr' ? ['@laptop'] : [] },
    async ({ browser }, testInfo) => {
      const page = await newPublicPage(browser, testInfo);
      await page.addInitScript((code) => localStorage.setItem('language', code), language.code);
      await page.goto('/customer-dashboard');
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.locator(`input[name="mehendiVariety"][value="${VARIETY}"]`).check();
      await page.locator(`input[name="priceRange"][value="${RANGE}"]`).check();
      await expect(estimate(page)).toContainText(language.estimate);
      await page.getByRole('spinbutton', { name: language.guests }).fill('1');
      await expect(estimate(page)).toContainText(formatRupeeRange({ min: 2900, max: 4000 }));
      await page.locator('.choice--switch input').check();
      await page.locator('input[name="sidersType"][value="arabic"]').check();
      await page.locator('input[name="sidersLength"][value="full"]').check();
      await expect(estimate(page)).toContainText(formatRupeeRange({ min: 3200, max: 4300 }));
      // Every message shows in the page's language, and the page stays accessible with them.
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[data-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}
