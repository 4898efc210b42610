import { expect, test, type Page } from './support/test';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday, type ApiClient } from '@mehendi/test-client';
import {
  adminToken,
  createArtistApplication,
  phoneSession,
  randomMobile,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import { expectNoAxeViolations, logInToOwnPage as logIn, newPublicPage } from './support/public-page';

// My bookings and My work (docs/pages.md): a customer and an artist reach their own records with the
// phone login, see what the admin did, and act on it. Screenshots go outside the repository.
const SHOTS = '/tmp/shots-issue-12';

// Two phone logins, an artist application and axe checks in four states: slower than one form.
test.describe.configure({ timeout: 180_000 });

// Approved artists make dates fill up (docs/bookings.md#places-and-availability); each test starts without.
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

/** The language the header's buttons choose, kept in the browser (public-home.spec.ts tests the buttons). */
async function readIn(page: Page, language: 'en' | 'hi') {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
}

test(
  'a customer books, sees it waiting, then with the artist, downloads the calendar and cancels',
  { tag: '@laptop' },
  async ({ browser, request, api }, testInfo) => {
    const admin = await adminToken(api);
    const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 70);
    const page = await newPublicPage(browser, testInfo);

    await page.goto('/');

    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Already booked? See my bookings' }).click();
    const { token } = await logIn(page, 'customer');
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByText('You have no bookings yet.')).toBeVisible();

    const name = `Riya ${testInfo.project.name}`;
    const posted = await request.post('/api/customers/add', {
      headers: { authorization: `Bearer ${token}` },
      data: bookingPayload(design, {
        fullName: name,
        contactNumber: '9876501234',
        selectedDates: [daysFromToday(12)],
        selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)',
      }),
    });
    expect(posted.status()).toBe(201);
    const booking = (await posted.json()) as CustomerBooking;

    // Kept in the browser: a reload opens the page without a new code.
    await page.reload();
    const card = page.getByRole('article');
    await expect(card.getByText('Waiting for an artist')).toBeVisible();
    // The whole booking: the price chosen, the estimate agreed to, and the reference to quote on the phone.
    await expect(card).toContainText('Price₹2,000 – ₹3,000');
    await expect(card).toContainText('Estimate₹2,000 – ₹3,000');
    await expect(card).toContainText(`Reference${booking._id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    await expect(card.getByRole('img', { name: 'Chosen design 1' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin assigns an approved artist.
    const artist: Artist = await createArtistApplication(api, `Pallavi Desai ${testInfo.project.name}`);
    const auth = { authorization: `Bearer ${admin}` };
    expect(
      (
        await request.patch(`/api/artists/${artist._id}/review`, {
          headers: auth,
          data: { status: 'approved' },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.post(`/api/customers/${booking._id}/assign`, {
          headers: auth,
          data: { artistId: artist._id },
        })
      ).status(),
    ).toBe(200);

    await page.reload();
    await expect(card.getByText('Confirmed')).toBeVisible();
    await expect(card.getByRole('link', { name: 'WhatsApp Pallavi' })).toHaveAttribute(
      'href',
      `https://wa.me/91${artist.whatsappNumber}`,
    );
    await expectNoAxeViolations(page);
    await shoot(page, 'my-bookings-en', testInfo.project.name);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mehendi-booking.ics');
    const ics = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(ics).toString('utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`DTSTART;TZID=Asia/Kolkata:${daysFromToday(12).replace(/-/g, '')}T160000`);

    await readIn(page, 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'my-bookings-hi', testInfo.project.name);
    await readIn(page, 'en');

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Date changed');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Your booking is cancelled.').first()).toBeVisible();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card).toContainText('Why it was cancelledDate changed');
    await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    const stored = (await (
      await request.get('/api/customers/all', { headers: auth })
    ).json()) as CustomerBooking[];
    expect(stored.find((row) => row._id === booking._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Date changed',
    });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/my-bookings');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(/\/phone-auth\?role=customer&then=own$/);
  },
);

test(
  'an artist waits for review, gets a job after approval and hands it back to the admins',
  { tag: '@laptop' },
  async ({ browser, request, api }, testInfo) => {
    const admin = await adminToken(api);
    const auth = { authorization: `Bearer ${admin}` };
    const page = await newPublicPage(browser, testInfo);
    await page.goto('/my-work');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const { phone, token } = await logIn(page, 'artist');
    await expect(page).toHaveURL(/\/my-work$/);
    await expect(page.getByText('You have not applied with this number yet.')).toBeVisible();

    const applied = await request.post('/api/artists/add', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        fullName: `Tara Kale ${testInfo.project.name}`,
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
    await page.reload();
    await expect(page.getByText('Waiting for review')).toBeVisible();
    await expect(page.getByText('No jobs assigned to you yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 120);
    const customerName = `Neha Gokhale ${testInfo.project.name}`;
    const booking = await bookAsNewCustomer(api, customerName, design.imagePath);
    expect(
      (
        await request.patch(`/api/artists/${artist._id}/review`, {
          headers: auth,
          data: { status: 'approved' },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.post(`/api/customers/${booking._id}/assign`, {
          headers: auth,
          data: { artistId: artist._id },
        })
      ).status(),
    ).toBe(200);

    await page.reload();
    await expect(page.getByText('Approved')).toBeVisible();
    const job = page.getByRole('article', { name: new RegExp(customerName) });
    await expect(job.getByText('Assigned to you')).toBeVisible();
    await expect(job.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(job.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    await expectNoAxeViolations(page);
    await shoot(page, 'my-work-en', testInfo.project.name);
    await readIn(page, 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरा काम' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'my-work-hi', testInfo.project.name);
    await readIn(page, 'en');

    await job.getByRole('button', { name: 'Hand back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand this job back?' });
    // A job is handed back only with a reason.
    await dialog.getByRole('button', { name: 'Hand back' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give a reason.');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Family function that day');
    await dialog.getByRole('button', { name: 'Hand back' }).click();
    await expect(page.getByText('The job is handed back.').first()).toBeVisible();
    await expect(page.getByText('No jobs assigned to you yet.')).toBeVisible();

    const stored = (await (
      await request.get('/api/customers/all', { headers: auth })
    ).json()) as CustomerBooking[];
    const back = stored.find((row) => row._id === booking._id);
    expect(back).toMatchObject({ status: 'new', artist: null });
    expect(back?.history.at(-1)).toMatchObject({ by: 'artist', note: 'Family function that day' });
  },
);

/** A booking by a customer of its own (a separate verified number), as the admin would receive it. */
async function bookAsNewCustomer(
  api: ApiClient,
  fullName: string,
  imagePath: string,
): Promise<CustomerBooking> {
  const token = await phoneSession(api, 'customer', randomMobile());
  const response = await api.request('POST', '/api/customers/add', {
    token,
    json: bookingPayload(
      { imagePath },
      {
        fullName,
        selectedDates: [daysFromToday(15)],
        selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
      },
    ),
  });
  expect(response.status).toBe(201);
  return response.json<CustomerBooking>();
}
