// HTTP calls against a real server process, made the way the browser makes them.
import type { Design } from '@mehendi/shared';
import { samplePhoto } from '../helpers/image-fixtures';

export const PROCESS_ADMIN = { email: 'owner@test.example', password: 'owner password' } as const;

/** Settings every test server process gets: a known admin, no web build, no Redis unless given. */
export const PROCESS_ENV = {
  ADMIN_EMAIL: PROCESS_ADMIN.email,
  ADMIN_PASSWORD: PROCESS_ADMIN.password,
  WEB_DIST_DIR: '/nonexistent-web-build',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
} as const;

export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function uploadDesign(baseUrl: string, token: string, variety: string, priceRange: string) {
  const form = new FormData();
  form.append('variety', variety);
  form.append('priceRange', priceRange);
  form.append('image', new Blob([await samplePhoto()], { type: 'image/png' }), 'design.png');
  const response = await fetch(`${baseUrl}/api/designs/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`design upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { design: Design }).design;
}

/** A valid booking of `design` (Bridal 2000-3000) a month from now; contactNumber tells bookings apart. */
export function bookingOf(design: Design, contactNumber: string, fullName = 'Durable Customer') {
  const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    fullName,
    contactNumber,
    selectedDates: [date],
    selectedTime: 'Any Time From Morning Till Night',
    mehendiVariety: 'Bridal',
    priceRange: '2000-3000',
    selectedDesigns: [design.imagePath],
    includeSiders: false,
    sidersType: null,
    sidersDesigns: [],
  };
}

export function postBooking(baseUrl: string, customerToken: string, booking: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/customers/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
    body: JSON.stringify(booking),
  });
}
