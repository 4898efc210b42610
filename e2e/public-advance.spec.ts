import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator } from './support/test';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import {
  adminToken,
  openDashboardAs,
  phoneSession,
  randomMobile,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import { isPhone, newPublicPage, storedPhoneSession } from './support/public-page';

// An advance by UPI (issue 28): a confirmed booking asks it on My bookings with a upi:// button (and a QR
// code on a laptop); the customer enters the UTR, the owner marks it received in the console, and the
// customer opens the receipt, in Marathi, and prints it to PDF.
const SHOTS = '/tmp/shots-advance';

/** A field a thumb can hit: the product's own, at least 44 px tall. */
async function expectThumbField(field: Locator) {
  await expect(field).toHaveClass(/field__input/);
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

test('a confirmed booking is paid by UPI, checked by the owner and has a Marathi receipt', async ({
  browser,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 200);
  const artistToken = await phoneSession(api, 'artist', randomMobile());
  const applied = await api.ok<{ artist: Artist }>('POST', '/api/artists/add', {
    token: artistToken,
    json: {
      fullName: `Rekha Jadhav ${testInfo.project.name}`,
      whatsappNumber: '9876501234',
      address: '4 FC Road, Pune',
      pincode: '411004',
      jobTerm: 'Full-time',
      mehendiVarieties: ['Bridal'],
      availability: { timeRange: 'Any Time From Morning Till Night' },
    },
  });
  await api.ok('PATCH', `/api/artists/${applied.artist._id}/review`, {
    token: admin,
    json: { status: 'approved' },
  });
  const phone = randomMobile();
  const customerToken = await phoneSession(api, 'customer', phone);
  const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token: customerToken,
    json: bookingPayload(design, {
      fullName: 'Sneha Kulkarni',
      selectedDates: [daysFromToday(isPhone(testInfo) ? 40 : 41)],
      selectedTime: 'Any Time From Morning Till Night',
      language: 'mr',
    }),
  });
  const confirmed = await api.ok<{ booking: CustomerBooking }>(
    'POST',
    `/api/customers/${booking._id}/assign`,
    {
      token: admin,
      json: { artistId: applied.artist._id },
    },
  );
  const amount = confirmed.booking.advance!.amount;
  const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const link = `upi://pay?pa=mehendimarket%40okaxis&pn=Mehendi%20Market&am=${amount}.00&cu=INR&tn=Mehendi%20advance%20${reference}&tr=${reference}`;

  const page = await newPublicPage(browser, testInfo, {
    language: 'mr',
    ...storedPhoneSession('customer', customerToken, phone),
  });
  await page.goto('/my-bookings');
  const pay = page.getByRole('link', { name: /UPI ने ₹/ });
  await expect(pay).toHaveAttribute('href', link);
  await expect(page.getByText('तुमची तारीख राखण्यासाठी')).toBeVisible();
  // A laptop shows the same link as a QR code; a phone opens its UPI app from the button instead.
  const qr = page.getByRole('img', { name: /UPI ॲपने हा कोड स्कॅन करा/ });
  if (isPhone(testInfo)) await expect(qr).toBeHidden();
  else await expect(qr).toBeVisible();
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/my-bookings-due-${testInfo.project.name}.png`, fullPage: true });

  const utr = `${Date.now()}`.slice(-10).padStart(12, isPhone(testInfo) ? '1' : '2');
  const utrField = page.getByRole('textbox', { name: /UTR \(12 अंक\)/ });
  await utrField.fill('12345');
  await page.getByRole('button', { name: 'मी पैसे भरले' }).click();
  // The field fits a thumb, and its error is its own, right under it (above the button).
  await expect(utrField).toHaveAccessibleDescription(/12 अंकी/);
  await expectThumbField(utrField);
  const errorBox = (await page.getByText(/12 अंकी/).boundingBox())!;
  expect(errorBox.y).toBeLessThan((await page.getByRole('button', { name: 'मी पैसे भरले' }).boundingBox())!.y);
  await page.screenshot({ path: `${SHOTS}/my-bookings-utr-error-${testInfo.project.name}.png` });
  await utrField.fill(utr);
  await page.getByRole('button', { name: 'मी पैसे भरले' }).click();
  await expect(page.getByText(`UTR ${utr}.`)).toBeVisible();

  // The owner checks the statement and marks it received in the console.
  const console = await browser.newPage();
  await openDashboardAs(console, admin, 'advances');
  const card = console.getByRole('article', { name: `Sneha Kulkarni ${reference}` });
  await expect(card.getByText(utr)).toBeVisible();
  // Marking received texts a receipt and cannot be undone: it asks once, naming the amount and UTR.
  await card.getByRole('button', { name: 'Received', exact: true }).click();
  const sure = console.getByRole('dialog', { name: 'Mark this advance received?' });
  await expect(sure).toContainText(`from Sneha Kulkarni, UTR ${utr}.`);
  await sure.getByRole('button', { name: 'Keep it claimed' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Received', exact: true }).click();
  await sure.getByRole('button', { name: 'Mark received' }).click();
  await expect(card).toBeHidden();
  await console.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'आगाऊ रक्कम मिळाली' })).toBeVisible();
  await page.getByRole('link', { name: 'पावती' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'आगाऊ रकमेची पावती' })).toBeVisible();
  await expect(page.getByText('Sneha Kulkarni')).toBeVisible();
  await expect(page.getByText(utr)).toBeVisible();
  await expect(page.getByText(/रुपये फक्त$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt-${testInfo.project.name}.png`, fullPage: true });
  // Printed by Chromium as a phone's "Save as PDF" would: one A4 page.
  const pdf = await page.pdf({ path: `${SHOTS}/receipt-${testInfo.project.name}.pdf`, format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Cancelled weeks ahead, the advance is owed back: the console takes the refund's UTR in a field that
  // fits a thumb, its error beside it.
  await api.ok('POST', `/api/my/bookings/${booking._id}/cancel`, { token: customerToken, json: {} });
  const refunds = await browser.newPage();
  await openDashboardAs(refunds, admin, 'advances');
  const refundCard = refunds.getByRole('article', { name: `Sneha Kulkarni ${reference}` });
  const refundUtr = refundCard.getByRole('textbox', { name: 'Refund UTR' });
  await refundUtr.fill('123');
  await refundCard.getByRole('button', { name: 'Refunded' }).click();
  await expect(refundUtr).toHaveAccessibleDescription(/12-digit/);
  await expectThumbField(refundUtr);
  await refunds.screenshot({ path: `${SHOTS}/console-refund-utr-${testInfo.project.name}.png` });
  await refundUtr.fill(`9${utr.slice(1)}`);
  await refundCard.getByRole('button', { name: 'Refunded' }).click();
  await expect(refundCard).toBeHidden();
  await refunds.close();
});
