// Arranging admin tests through the real API: admin sessions, designs, and bookings and artist applications
// made the way a phone does it (captcha solved, code read from the console SMS provider's log).
import { randomInt } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from './test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import type { Artist, CustomerBooking, Design, PhoneRole, SidersDesign, SidersType } from '@mehendi/shared';
import { E2E_ADMIN, SERVER_LOG } from './constants';
import { readOtpFromLog, serverLogSize } from './server-log';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new admin session by e-mail and password. */
export async function loginAdmin(
  request: APIRequestContext,
  password: string = E2E_ADMIN.password,
): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { email: E2E_ADMIN.email, password } });
  return (await json<{ token: string }>(response, 'admin login')).token;
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
export async function adminToken(request: APIRequestContext): Promise<string> {
  const cached = await storedToken();
  if (cached) {
    const check = await request.get('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${cached}` },
    });
    if (check.ok()) return cached;
  }
  const token = await loginAdmin(request);
  await mkdir(path.dirname(TOKEN_FILE), { recursive: true });
  await writeFile(TOKEN_FILE, JSON.stringify({ baseUrl: process.env.E2E_BASE_URL, token }));
  return token;
}

/** A toast's text inside the toast region (screen-reader announcements repeat it elsewhere). */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

/** Opens the dashboard (or `section` of it) already signed in with `token`; `heading` in the page's language. */
export async function openDashboardAs(
  page: Page,
  token: string,
  section?: string,
  heading = 'Admin Dashboard',
): Promise<void> {
  await page.goto('/admin-login');
  await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
  await page.goto(section ? `/admin-dashboard?section=${section}` : '/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A henna-coloured test photo; `hue` tells several apart. */
export async function samplePhoto(hue = 20): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="hsl(${hue} 45% 88%)"/>
    <g fill="none" stroke="hsl(${hue} 60% 30%)" stroke-width="10">
      <circle cx="300" cy="400" r="220"/><circle cx="300" cy="400" r="150"/><circle cx="300" cy="400" r="80"/>
      <path d="M300 120 Q380 260 300 400 Q220 260 300 120Z"/><path d="M300 680 Q380 540 300 400 Q220 540 300 680Z"/>
      <path d="M20 400 Q160 320 300 400 Q160 480 20 400Z"/><path d="M580 400 Q440 320 300 400 Q440 480 580 400Z"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function uploadDesign(
  request: APIRequestContext,
  token: string,
  variety: string,
  priceRange: string,
  hue = 20,
): Promise<Design> {
  const response = await request.post('/api/designs/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      variety,
      priceRange,
      image: { name: 'design.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(hue) },
    },
  });
  return (await json<{ design: Design }>(response, 'design upload')).design;
}

export async function uploadSidersDesign(
  request: APIRequestContext,
  token: string,
  sidersType: SidersType,
  hue = 200,
): Promise<SidersDesign> {
  const response = await request.post('/api/siders-designs/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      sidersType,
      image: { name: 'siders.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(hue) },
    },
  });
  return (await json<{ design: SidersDesign }>(response, 'siders upload')).design;
}

/** A fresh Indian mobile number, so the per-phone code limits never meet across tests. */
export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** What the `altcha` widget submits: the challenge solved in Node, base64 JSON. */
async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = await json<Challenge>(await request.get('/api/auth/captcha'), 'captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A verified phone session of `role`, by captcha, code and the console SMS provider's log. */
export async function phoneSession(
  request: APIRequestContext,
  role: PhoneRole,
  phone: string,
): Promise<string> {
  const captcha = await solvedCaptcha(request);
  const logStart = await serverLogSize();
  const { nonce } = await json<{ nonce: string }>(
    await request.post('/api/auth/otp/send', { data: { phone: `+91${phone}`, role, captcha } }),
    'otp send',
  );
  const code = await readOtpFromLog(logStart);
  const verified = await request.post('/api/auth/otp/verify', {
    data: { phone: `+91${phone}`, code, nonce },
  });
  return (await json<{ token: string }>(verified, 'otp verify')).token;
}

/** A date `days` from today as 'YYYY-MM-DD'. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A booking posted as a verified customer, with one catalogue design of its own. */
export async function createBooking(request: APIRequestContext, fullName: string): Promise<CustomerBooking> {
  const design = await uploadDesign(request, await adminToken(request), 'Bridal', '2000-3000', 15);
  const contactNumber = randomMobile();
  const token = await phoneSession(request, 'customer', contactNumber);
  const response = await request.post('/api/customers/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullName,
      contactNumber,
      selectedDates: [dayFromNow(20), dayFromNow(21)],
      selectedTime: 'Late Evening (9:00 PM onwards)',
      mehendiVariety: 'Bridal',
      priceRange: '2000-3000',
      selectedDesigns: [design.imagePath],
      includeSiders: false,
    },
  });
  return json<CustomerBooking>(response, 'booking');
}

/** An artist application posted as a verified artist, with one design photo. */
export async function createArtistApplication(request: APIRequestContext, fullName: string): Promise<Artist> {
  const whatsappNumber = randomMobile();
  const token = await phoneSession(request, 'artist', whatsappNumber);
  const response = await request.post('/api/artists/add', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fullName,
      whatsappNumber,
      address: '12 Laxmi Road, Pune',
      pincode: '411030',
      jobTerm: 'Part-time',
      mehendiVarieties: JSON.stringify(['Bridal', 'Engagement']),
      availability: JSON.stringify({ timeRange: 'Any Time From Morning Till Night' }),
      uploadedDesigns: { name: 'my-bridal-work.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(30) },
    },
  });
  return (await json<{ artist: Artist }>(response, 'artist application')).artist;
}
