import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Locator } from './support/test';
import type { Artist, CustomerBooking, MyBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { SERVER_LOG } from './support/constants';
import {
  adminToken,
  openDashboardAs,
  phoneSession,
  randomMobile,
  toast,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import { newPublicPage, storedPhoneSession } from './support/public-page';

// The day of the visit on My work (docs/bookings.md#the-day-of-the-visit): "On my way", the start code at
// the door and the calendar subscription. The job is booked for today (India's day), so it is on a booked
// day by the real clock.
const SHOTS = '/tmp/shots-door';

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

test('an artist says "on my way", enters a wrong then the right start code, and gets a calendar address', async ({
  browser,
  request,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const auth = { authorization: `Bearer ${admin}` };
  // Signed in through the API, the session kept in the browser (signing in on the page:
  // public-my-records.spec.ts).
  const phone = randomMobile();
  const token = await phoneSession(api, 'artist', phone);
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));

  const applied = await request.post('/api/artists/add', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fullName: `Lata Pawar ${testInfo.project.name}`,
      whatsappNumber: phone,
      address: '4 FC Road, Pune',
      pincode: '411004',
      jobTerm: 'Full-time',
      mehendiVarieties: JSON.stringify(['Bridal']),
      availability: JSON.stringify({ timeRange: 'Any Time From Morning Till Night' }),
    },
  });
  expect(applied.status()).toBe(201);
  const artist = ((await applied.json()) as { artist: Artist }).artist;
  const approved = await request.patch(`/api/artists/${artist._id}/review`, {
    headers: auth,
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);

  // A customer of its own books for today; the admin assigns the artist.
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 130);
  const customerName = `Kiran Mane ${testInfo.project.name}`;
  const customerPhone = randomMobile();
  const customerToken = await phoneSession(api, 'customer', customerPhone);
  const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token: customerToken,
    json: bookingPayload(design, {
      fullName: customerName,
      selectedDates: [daysFromToday(0)],
      selectedTime: 'Any Time From Morning Till Night',
      venueAddress: '7 Karve Road, Kothrud',
      venuePincode: '411038',
    }),
  });
  const assigned = await request.post(`/api/customers/${booking._id}/assign`, {
    headers: auth,
    data: { artistId: artist._id },
  });
  expect(assigned.status()).toBe(200);
  const mine = await api.ok<MyBooking[]>('GET', '/api/my/bookings', { token: customerToken });
  const code = mine.find((own) => own._id === booking._id)!.startCode!;
  expect(code).toMatch(/^\d{4}$/);

  // My bookings shows the customer the code, with what it is for.
  const customerPage = await newPublicPage(
    browser,
    testInfo,
    storedPhoneSession('customer', customerToken, customerPhone),
  );
  await customerPage.goto('/my-bookings');
  const own = customerPage.getByRole('article').filter({ hasText: 'Start code' });
  await expect(own.getByText(code, { exact: true })).toBeVisible();
  await expect(own.getByText('Give this code to your artist at the door.')).toBeVisible();
  await mkdir(SHOTS, { recursive: true });
  await customerPage.screenshot({ path: `${SHOTS}/my-bookings-code-${testInfo.project.name}.png` });
  await customerPage.evaluate(() => localStorage.setItem('language', 'kn'));
  await customerPage.reload();
  await expect(customerPage.getByText('ಈ ಕೋಡ್ ಅನ್ನು ಬಾಗಿಲಲ್ಲಿ ನಿಮ್ಮ ಕಲಾವಿದರಿಗೆ ನೀಡಿ.')).toBeVisible();
  await customerPage.screenshot({ path: `${SHOTS}/my-bookings-code-kn-${testInfo.project.name}.png` });

  await page.goto('/my-work');
  const job = page.getByRole('article', { name: new RegExp(customerName) });
  await expect(job.getByText('Assigned to you')).toBeVisible();
  // The artist never sees the code: not as a number of its own (its four digits may be part of the
  // booking's reference, the date, the pincode or the customer's number on the card).
  await expect(job).not.toHaveText(new RegExp(`\\b${code}\\b`));
  // On the day of the visit the job comes first, above the application; "On my way" comes before the
  // code at the door; "Hand back" is red and apart from WhatsApp.
  const soon = page.getByRole('region', { name: 'Today and tomorrow' });
  await expect(soon.getByRole('article', { name: new RegExp(customerName) })).toBeVisible();
  const above = async (upper: Locator, lower: Locator) =>
    expect((await upper.boundingBox())!.y).toBeLessThan((await lower.boundingBox())!.y);
  await above(job, page.getByRole('heading', { name: 'Your application' }));
  await above(
    job.getByRole('button', { name: 'On my way' }),
    job.getByRole('textbox', { name: "Customer's start code" }),
  );
  const handBack = job.getByRole('button', { name: 'Hand back' });
  await expect(handBack).toHaveClass(/button--danger/);
  await expect(handBack.locator('..').getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await above(job.getByRole('link', { name: 'WhatsApp' }), handBack);
  await page.screenshot({ path: `${SHOTS}/my-work-today-${testInfo.project.name}.png`, fullPage: true });

  const logStart = (await readFile(SERVER_LOG)).length;
  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(toast(page, 'The customer has been told you are on your way.')).toBeVisible();
  await expect(job.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  await expect
    .poll(async () => (await readFile(SERVER_LOG)).subarray(logStart).toString('utf8'), { timeout: 15_000 })
    .toContain(`Mehendi Market: your artist Lata is on the way for your Bridal mehendi`);

  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  const field = job.getByRole('textbox', { name: "Customer's start code" });
  await field.fill(wrong);
  await job.getByRole('button', { name: 'Start the job' }).click();
  await expect(job.getByRole('alert')).toHaveText(
    'That start code is not right. Please check it with the customer.',
  );
  await page.screenshot({ path: `${SHOTS}/my-work-wrong-code-${testInfo.project.name}.png`, fullPage: true });
  await field.fill(code);
  await job.getByRole('button', { name: 'Start the job' }).click();
  await expect(toast(page, 'The job has started.')).toBeVisible();
  await expect(job.getByText('Started', { exact: true })).toBeVisible();
  await expect(job.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  const stored = (await (
    await request.get('/api/customers/all', { headers: auth })
  ).json()) as CustomerBooking[];
  expect(stored.find((row) => row._id === booking._id)?.status).toBe('in_progress');

  await page.getByRole('button', { name: 'Get my calendar address' }).click();
  const address = page.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('Bridal mehendi: Kiran');
  await page.screenshot({ path: `${SHOTS}/my-work-started-${testInfo.project.name}.png`, fullPage: true });

  // The console: the new status by name, and the bookings calendar on the Overview.
  await openDashboardAs(page, admin, 'overview');
  await page.getByRole('button', { name: 'Get my calendar address' }).click();
  await expect(page.getByRole('textbox', { name: 'Calendar address' })).toHaveValue(/\.ics$/);
  await page.screenshot({ path: `${SHOTS}/console-calendar-${testInfo.project.name}.png`, fullPage: true });

  // Done: the started job would otherwise hold today's place for the next project's run of this test.
  const completed = await request.post(`/api/customers/${booking._id}/status`, {
    headers: auth,
    data: { status: 'completed' },
  });
  expect(completed.status()).toBe(200);
});
