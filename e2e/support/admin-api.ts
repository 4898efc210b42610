// Arranging admin tests through the real API with the tests' one client (packages/test-client): admin
// sessions, designs, and bookings and artist applications made the way a phone does it (captcha solved,
// code read from the console SMS provider's log).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './test';
import {
  adminLogin,
  bookingPayload,
  daysFromToday,
  phoneSession as verifiedPhone,
  randomMobile,
  samplePhoto,
  uploadToShelf,
  type ApiClient,
} from '@mehendi/test-client';
import type { Artist, BookingVariety, CustomerBooking, Design, PhoneRole, SidersType } from '@mehendi/shared';
import { E2E_ADMIN, SERVER_LOG } from './constants';
import { otpLog } from './server-log';

export { randomMobile, samplePhoto };

/** A new admin session by e-mail and password. */
export function loginAdmin(api: ApiClient, password: string = E2E_ADMIN.password): Promise<string> {
  return adminLogin(api, { email: E2E_ADMIN.email, password });
}

// Kept in a file because Playwright starts a new worker process after a failed test.
const TOKEN_FILE = path.join(path.dirname(SERVER_LOG), 'e2e-admin-token.json');

async function storedToken(): Promise<string | null> {
  try {
    const stored = JSON.parse(await readFile(TOKEN_FILE, 'utf8')) as { baseUrl?: string; token?: string };
    return stored.baseUrl === process.env.E2E_BASE_URL ? (stored.token ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * An admin token shared by the tests that only need to be signed in, so the run stays far below the
 * login rate limit. A password change ends other sessions, so the token is checked and renewed.
 */
export async function adminToken(api: ApiClient): Promise<string> {
  const cached = await storedToken();
  if (cached && (await api.request('GET', '/api/admin/dashboard', { token: cached })).ok) return cached;
  const token = await loginAdmin(api);
  await mkdir(path.dirname(TOKEN_FILE), { recursive: true });
  await writeFile(TOKEN_FILE, JSON.stringify({ baseUrl: process.env.E2E_BASE_URL, token }));
  return token;
}

/** A toast's text inside the toast region (screen-reader announcements repeat it elsewhere). */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

/**
 * Puts `items` in the site's localStorage, from the page already open on the site or else from the site's
 * smallest file: opening a page of the app only to store a token cost every admin test a page load.
 */
export async function storeOnSite(page: Page, items: Record<string, string>): Promise<void> {
  if (!page.url().startsWith(`${process.env.E2E_BASE_URL}/`)) await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, Object.entries(items));
}

/** Opens the dashboard (or `section` of it) already signed in with `token`; `heading` in the page's language. */
export async function openDashboardAs(
  page: Page,
  token: string,
  section?: string,
  heading = 'Admin Dashboard',
): Promise<void> {
  await storeOnSite(page, { adminToken: token });
  await page.goto(section ? `/admin-dashboard?section=${section}` : '/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export async function uploadDesign(
  api: ApiClient,
  token: string,
  variety: BookingVariety,
  priceRange: string,
  hue = 20,
): Promise<Design> {
  return uploadToShelf(api, token, { kind: 'designs', variety, priceRange }, await samplePhoto(hue));
}

/** Deletes every design of `variety` and `priceRange`, so the range is empty. */
export async function emptyPriceRange(
  api: ApiClient,
  token: string,
  variety: BookingVariety,
  priceRange: string,
): Promise<void> {
  const path = `/api/designs/${encodeURIComponent(variety)}`;
  const designs = await api.ok<Design[]>('GET', `${path}/${priceRange}`);
  for (const design of designs) await api.ok('DELETE', `${path}/${design._id}`, { token });
}

export async function uploadSidersDesign(
  api: ApiClient,
  token: string,
  sidersType: SidersType,
  hue = 200,
): Promise<Design> {
  return uploadToShelf(api, token, { kind: 'siders', sidersType }, await samplePhoto(hue));
}

/** A verified phone session of `role` for the 10-digit `phone`. */
export function phoneSession(api: ApiClient, role: PhoneRole, phone: string): Promise<string> {
  return verifiedPhone(api, otpLog, { role, phone });
}

/** A booking posted as a verified customer, with one catalogue design of its own. */
export async function createBooking(
  api: ApiClient,
  fullName: string,
  selectedDates = [daysFromToday(20), daysFromToday(21)],
): Promise<CustomerBooking> {
  const design = await uploadDesign(api, await adminToken(api), 'Bridal', '2000-3000', 15);
  const contactNumber = randomMobile();
  const token = await phoneSession(api, 'customer', contactNumber);
  return api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, {
      fullName,
      contactNumber,
      selectedDates,
    }),
  });
}

/**
 * Offers to artists (docs/bookings.md#offers-to-artists) for the tests of this file: on before each test,
 * off after it, as the other tests expect (global-setup.ts switches them off for the run).
 */
export function withAutomaticOffers(): void {
  const set = async (api: ApiClient, autoOffers: boolean) =>
    api.ok('PUT', '/api/admin/settings', { token: await adminToken(api), json: { autoOffers } });
  test.beforeEach(({ api }) => set(api, true));
  test.afterEach(({ api }) => set(api, false));
}

/**
 * Takes every approved artist off the list (rejected), so the next test finds the business as a fresh
 * install has it: bookings taken as requests on any date (docs/bookings.md#places-and-availability). The
 * browser tests share one database, so a test that approves artists calls this when it ends.
 */
export async function withdrawApprovedArtists(api: ApiClient): Promise<void> {
  const token = await adminToken(api);
  const { items } = await api.ok<{ items: Artist[] }>(
    'GET',
    '/api/artists/all?status=approved&pageSize=100',
    {
      token,
    },
  );
  for (const artist of items) {
    await api.ok('PATCH', `/api/artists/${artist._id}/review`, {
      token,
      json: { status: 'rejected', note: 'End of the test' },
    });
  }
}

/**
 * Cancels `bookingIds` (emptying the list), then withdraws every approved artist: a booking whose artists
 * are withdrawn would still hold its places, which later specs on its days would find taken.
 */
export async function cancelBookingsAndWithdrawArtists(api: ApiClient, bookingIds: string[]): Promise<void> {
  const token = await adminToken(api);
  for (const id of bookingIds.splice(0))
    await api.request('POST', `/api/customers/${id}/status`, {
      token,
      json: { status: 'cancelled', reason: 'End of the test' },
    });
  await withdrawApprovedArtists(api);
}

/** An artist application sent from a verified phone, and that phone's session (kept: a second code for
 * the number soon after would be refused). With `photo`, one design photo is sent with it, as the form does. */
export async function applyAsArtist(
  api: ApiClient,
  fullName: string,
  { varieties = ['Bridal', 'Engagement'], photo = true }: { varieties?: string[]; photo?: boolean } = {},
): Promise<{ artist: Artist; token: string }> {
  const whatsappNumber = randomMobile();
  const token = await phoneSession(api, 'artist', whatsappNumber);
  const fields = {
    fullName,
    whatsappNumber,
    address: '12 Laxmi Road, Pune',
    pincode: '411030',
    jobTerm: 'Part-time',
    mehendiVarieties: varieties,
    availability: { timeRange: 'Any Time From Morning Till Night' },
  };
  const { artist } = await api.ok<{ artist: Artist }>('POST', '/api/artists/add', {
    token,
    ...(photo
      ? {
          form: {
            fields: {
              ...fields,
              mehendiVarieties: JSON.stringify(fields.mehendiVarieties),
              availability: JSON.stringify(fields.availability),
            },
            files: {
              field: 'uploadedDesigns',
              name: 'my-bridal-work.jpg',
              type: 'image/jpeg',
              bytes: await samplePhoto(30),
            },
          },
        }
      : { json: fields }),
  });
  return { artist, token };
}

/** An artist application posted as a verified artist, with one design photo. */
export async function createArtistApplication(
  api: ApiClient,
  fullName: string,
  varieties: string[] = ['Bridal', 'Engagement'],
): Promise<Artist> {
  return (await applyAsArtist(api, fullName, { varieties })).artist;
}

/** An artist who applied (see applyAsArtist) and was approved by the owner, with her phone session. */
export async function approvedArtist(
  api: ApiClient,
  fullName: string,
  options: Parameters<typeof applyAsArtist>[2] = {},
): Promise<{ artist: Artist; token: string }> {
  const applied = await applyAsArtist(api, fullName, options);
  await api.ok('PATCH', `/api/artists/${applied.artist._id}/review`, {
    token: await adminToken(api),
    json: { status: 'approved' },
  });
  return applied;
}
