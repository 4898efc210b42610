import { expect, test } from './support/test';
import type { CustomerBooking } from '@mehendi/shared';
import { adminToken, randomMobile, uploadDesign, uploadSidersDesign } from './support/admin-api';
import { expectNoAxeViolations, newPublicPage, pickDate } from './support/public-page';
import { otpLog } from './support/server-log';
import { SERVER_LOG } from './support/constants';
import { readFile } from 'node:fs/promises';

// A variety and price range of its own, so designs other tests upload do not change this grid.
const VARIETY = 'Munj';
const RANGE = '2600-3500';

// Each project runs this once; the catalogue is shared, so it is filled only the first time.
test.beforeAll(async ({ request, api }) => {
  const designs = await request.get(`/api/designs/${VARIETY}/${RANGE}`);
  if (((await designs.json()) as unknown[]).length >= 2) return;
  const token = await adminToken(api);
  await uploadDesign(api, token, VARIETY, RANGE, 10);
  await uploadDesign(api, token, VARIETY, RANGE, 40);
  await uploadSidersDesign(api, token, 'indian', 220);
});

type Box = { x: number; y: number; width: number; height: number };
/** Two boxes on the screen that do not overlap. */
function expectApart(one: Box, other: Box) {
  const overlapX = Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x);
  const overlapY = Math.min(one.y + one.height, other.y + other.height) - Math.max(one.y, other.y);
  expect(overlapX <= 0 || overlapY <= 0, `${JSON.stringify(one)} overlaps ${JSON.stringify(other)}`).toBe(
    true,
  );
}

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test(
  'a customer books from an empty form through phone login to the thank-you page',
  { tag: '@laptop' },
  async ({ browser, request, api }, testInfo) => {
    // Every rule of the form, phone login and six axe checks in one journey: past 90 s on a busy 2-core machine.
    test.slow();
    const page = await newPublicPage(browser, testInfo);
    const name = `Asha Booker ${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;
    await page.goto('/customer-dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Every rule of docs/rules-and-messages.md#validation, each under its own field.
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAccessibleDescription('Please enter a valid full name (letters only).');
    await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveAccessibleDescription(
      /Please enter a valid 10-digit contact number\./,
    );
    for (const message of [
      'Please enter at least one date.',
      'Please select a time range.',
      'Please select a mehendi variety.',
      'Please select a price range.',
      'Please select at least one design.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Time' })).toHaveAccessibleDescription(
      'Please select a time range.',
    );
    await expectNoAxeViolations(page);

    await fullName.fill('Asha 123');
    await expect(fullName).toHaveAccessibleDescription('Please enter a valid full name (letters only).');
    await fullName.fill(name);
    await expect(page.getByText('Please enter a valid full name (letters only).')).toBeHidden();
    await page.getByRole('textbox', { name: 'Contact number' }).fill('5123456789');
    await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact number' }).fill('9876501234');
    await page.getByRole('textbox', { name: 'Address of the visit' }).fill('12 Tilak Road, Sadashiv Peth');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('411030');

    // A picked date is added at once; each is a chip that can be removed.
    const chosen = page.getByRole('list', { name: 'Chosen dates' });
    await pickDate(page, inDays(10));
    await pickDate(page, inDays(11));
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen
      .getByRole('button', { name: /^Remove / })
      .last()
      .click();
    await chosen
      .getByRole('button', { name: /^Remove / })
      .last()
      .click();
    await expect(page.getByText('Please enter at least one date.')).toBeVisible();
    await pickDate(page, inDays(10));
    // A day fits a thumb at 390 px too, and its word ("Few left") is at least 11 px.
    const day = page.locator('.calendar__day').first();
    const dayBox = (await day.boundingBox())!;
    expect(Math.min(dayBox.width, dayBox.height)).toBeGreaterThanOrEqual(44);
    const noteSize = await day.evaluate((button) => {
      const note = button.appendChild(document.createElement('span'));
      note.className = 'calendar__note';
      const size = parseFloat(getComputedStyle(note).fontSize);
      note.remove();
      return size;
    });
    expect(noteSize).toBeGreaterThanOrEqual(11);

    await page.getByRole('radio', { name: 'Afternoon to Evening (4:00 PM to 9:00 PM)' }).check();
    // A variety's name breaks between words, never inside one ("Bridal (Engagemen t)").
    const brokenWords = await page
      .getByRole('group', { name: 'Mehendi variety' })
      .locator('.choice__label')
      .evaluateAll((labels) =>
        labels.flatMap((label) => {
          const text = label.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          return [...(text.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
            return lines.size > 1 ? [word[0]] : [];
          });
        }),
      );
    expect(brokenWords).toEqual([]);
    await page.getByRole('radio', { name: 'Bridal', exact: true }).check();
    // The price ranges follow the variety.
    await expect(page.getByRole('radio', { name: '₹2,000 – ₹3,000' })).toBeVisible();
    await page.getByRole('radio', { name: VARIETY, exact: true }).check();
    await expect(page.getByRole('radio', { name: '₹2,000 – ₹3,000' })).toHaveCount(0);
    await page.getByRole('radio', { name: '₹2,600 – ₹3,500' }).check();

    const firstDesign = page.getByRole('button', { name: 'Design 1', exact: true });
    await expect(page.getByRole('button', { name: /^Design \d$/ })).toHaveCount(2);
    const thumb = firstDesign.locator('img');
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('width', /\d+/);
    await expect(thumb).toHaveAttribute('height', /\d+/);
    await firstDesign.click();
    await expect(page.getByText('Design selection updated!').first()).toBeVisible();
    const zoom = page.getByRole('dialog', { name: 'Design 1' });
    await expect(zoom).toBeVisible();
    // The toast sits at the bottom, at the right (across the page on a phone), above the open dialog's
    // backdrop; it covers neither the dialog's header nor the site's.
    const toast = page.locator('.toast').first();
    const toastBox = (await toast.boundingBox())!;
    const { width: screenWidth, height: screenHeight } = page.viewportSize()!;
    expect(screenHeight - toastBox.y - toastBox.height).toBeLessThanOrEqual(16);
    expect(toastBox.width).toBe(screenWidth <= 600 ? screenWidth - 24 : 350);
    expect(screenWidth - toastBox.x - toastBox.width).toBeLessThanOrEqual(16);
    expectApart(toastBox, (await zoom.locator('.dialog__header').boundingBox())!);
    // Not dimmed by the backdrop: a pixel of its padding has the success green exactly (rgb 229, 244, 234).
    const pixel = await page.screenshot({
      clip: {
        x: Math.round(toastBox.x + toastBox.width / 2),
        y: Math.round(toastBox.y + 3),
        width: 1,
        height: 1,
      },
    });
    const rgb = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const context = document.createElement('canvas').getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    }, pixel.toString('base64'));
    expect(
      Math.max(...rgb.map((value, index) => Math.abs(value - [229, 244, 234][index]!))),
    ).toBeLessThanOrEqual(3);
    await expect(zoom.getByText('✓ In your choice')).toBeVisible();
    await expect(zoom.getByRole('img')).toHaveAttribute('src', /.+/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(firstDesign).toHaveAttribute('aria-pressed', 'true');
    // Repeated taps replace the selection toast instead of piling one on another.
    const secondDesign = page.getByRole('button', { name: 'Design 2', exact: true });
    for (let tap = 0; tap < 2; tap++) {
      await secondDesign.click();
      await page.getByRole('dialog', { name: 'Design 2' }).getByRole('button', { name: 'Done' }).click();
    }
    await expect(secondDesign).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.toast', { hasText: /^Design selection updated!/ })).toHaveCount(1);

    // Siders: the type, then a design of that type; unchecking clears the type.
    await page.getByRole('checkbox', { name: 'Add siders to my booking' }).check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Please select a Siders type.')).toBeVisible();
    await page.getByRole('radio', { name: /Indian/ }).check();
    await expect(page.getByText('Please select at least one Siders design.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Add siders to my booking' }).uncheck();
    await page.getByRole('checkbox', { name: 'Add siders to my booking' }).check();
    await expect(page.getByRole('radio', { name: /Indian/ })).not.toBeChecked();
    await page.getByRole('radio', { name: /Indian/ }).check();
    await page.getByRole('radio', { name: /^Palm/ }).check();
    await page.getByRole('button', { name: 'Siders design 1' }).click();
    await expect(page.getByText('Siders design selection updated!').first()).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm.getByText('Are you sure you want to confirm the booking?')).toBeVisible();
    // It says what is confirmed, and its buttons say what they do.
    for (const fact of ['Dates', 'Time', 'Afternoon to Evening (4:00 PM to 9:00 PM)', VARIETY, 'Estimate'])
      await expect(confirm.getByText(fact, { exact: true })).toBeVisible();
    await expect(confirm.getByRole('definition').last()).toHaveText(/^₹2,\d{3} – ₹\d,\d{3}$/);
    await expect(confirm.getByRole('button', { name: /^(Yes|Cancel)$/ })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await confirm.getByRole('button', { name: 'Send booking request' }).click();

    // Phone login.
    await expect(page).toHaveURL(/\/phone-auth\?role=customer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer login' })).toBeVisible();
    // The form's selection toasts stay with the form instead of covering this page's title.
    await expect(page.locator('.toast', { hasText: 'selection updated' })).toHaveCount(0, { timeout: 500 });
    await expectNoAxeViolations(page);
    // The contact number typed on the form is offered as the login number.
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(/98765\s?01234/);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      /Please enter a valid phone number\./,
    );
    const phone = randomMobile();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    const since = await otpLog.mark();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent successfully.').first()).toBeVisible({ timeout: 30_000 });
    // The toast leaves the page's heading readable.
    expectApart(
      (await page.locator('.toast').first().boundingBox())!,
      (await page.getByRole('heading', { level: 1, name: 'Customer login' }).boundingBox())!,
    );
    const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(firstBox).toBeVisible();
    await expectNoAxeViolations(page);

    // Only digits, typing moves on, Backspace moves back; a wrong code is refused.
    await firstBox.pressSequentially('1a2');
    await expect(page.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('textbox', { name: 'Digit 2 of 6' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();

    const code = await otpLog.codeSince(since);
    const wrong = code === '000000' ? '111111' : '000000';
    // Pasting a code fills every box, and the filled sixth box sends it.
    await firstBox.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    }, wrong);
    // The refused code empties the boxes and puts the cursor in the first, so the right one is typed afresh
    // instead of one changed digit sending a mixed code.
    for (let digit = 1; digit <= 6; digit += 1) {
      await expect(page.getByRole('textbox', { name: `Digit ${digit} of 6` })).toHaveValue('');
    }
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(firstBox).toBeFocused();
    // Typed digit by digit, the sixth submits (the page moves on at once, so the boxes are not looked at).
    await page.keyboard.type(code);

    await expect(page).toHaveURL(/\/customer-thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${name}!` })).toBeVisible();
    // Honest words: the request is received; the artist is confirmed later, by text.
    await expect(
      page.getByText('We have your request and our team is notified. Your artist is confirmed by text.'),
    ).toBeVisible();
    await expect(page.getByText(/confirmed and/)).toHaveCount(0);
    await expect(page.locator('.toast')).toHaveCount(0);
    // What was booked, a reference to quote and when the team calls.
    const summary = page.locator('.booking-summary');
    await expect(summary.getByText(/^[0-9A-F]{8}$/)).toBeVisible();
    // The same reference is texted at once to the verified number (the console gateway logs it).
    const reference = await summary.getByText(/^[0-9A-F]{8}$/).innerText();
    await expect
      .poll(async () => (await readFile(SERVER_LOG)).toString('utf8'), { timeout: 15_000 })
      .toContain(`Mehendi Market: we have your ${VARIETY} mehendi request for`);
    expect((await readFile(SERVER_LOG)).toString('utf8')).toContain(`, ref ${reference}. We will text you`);
    await expect(summary).toContainText('Afternoon to Evening (4:00 PM to 9:00 PM)');
    await expect(summary).toContainText(VARIETY);
    await expect(summary).toContainText('₹2,600 – ₹3,500');
    await expect(page.getByText(/within 2 hours, between 9 am and 9 pm/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin sees the booking, with the verified number as the login number.
    const token = await adminToken(api);
    const response = await request.get('/api/customers/all', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const booking = ((await response.json()) as CustomerBooking[]).find((row) => row.fullName === name);
    expect(booking).toMatchObject({
      contactNumber: '9876501234',
      loginNumber: `+91${phone}`,
      selectedDates: [`${inDays(10)}T00:00:00.000Z`],
      selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)',
      mehendiVariety: VARIETY,
      priceRange: RANGE,
      includeSiders: true,
      sidersType: 'indian',
    });
    expect(booking?.selectedDesigns).toHaveLength(1);
    expect(booking?.sidersDesigns).toHaveLength(1);
  },
);

test('a design image that cannot be loaded shows the placeholder, not a broken image', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  // As if the files had gone from storage while the catalogue still lists them.
  await page.route('**/uploads/designs/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: VARIETY, exact: true }).check();
  await page.getByRole('radio', { name: '₹2,600 – ₹3,500' }).check();

  const thumb = page.getByRole('button', { name: 'Design 1', exact: true }).locator('img');
  await expect(thumb).toHaveAttribute('src', '/image-missing.svg');
  await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Design 1', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Design 1' }).locator('img')).toHaveAttribute(
    'src',
    '/image-missing.svg',
  );
});

test('the booking form fetches the phone-login code once the customer starts filling it in', async ({
  browser,
}, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  const isPhoneAuth = (url: string) => /\/assets\/phone-auth-[^/]+\.js$/.test(new URL(url).pathname);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isPhoneAuth(request.url())) fetched.push(request.url());
  });
  await page.goto('/customer-dashboard');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Book a mehendi artist' })).toBeVisible();
  // A visitor who only looks spends no data on it: nothing is fetched while time passes (a fixed wait on
  // purpose; what is checked is that nothing happens in it).
  await page.waitForTimeout(1500);
  expect(fetched).toEqual([]);
  const prefetch = page.waitForRequest((request) => isPhoneAuth(request.url()));
  await page.getByRole('textbox', { name: 'Full name' }).click();
  await prefetch;
  await expect(page).toHaveURL(/\/customer-dashboard$/);
});
