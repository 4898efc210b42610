// Calls against a real server process through the tests' one client, the way the browser makes them.
import type { Design } from '@mehendi/shared';
import {
  adminLogin,
  ApiClient,
  bookingPayload,
  daysFromToday,
  fetchTransport,
  uploadToShelf,
  type ApiResponse,
} from '@mehendi/test-client';
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

export function processClient(baseUrl: string): ApiClient {
  return new ApiClient(fetchTransport(baseUrl));
}

export function adminToken(baseUrl: string): Promise<string> {
  return adminLogin(processClient(baseUrl), PROCESS_ADMIN);
}

export async function uploadDesign(baseUrl: string, token: string, variety: 'Bridal', priceRange: string) {
  const shelf = { kind: 'designs', variety, priceRange } as const;
  return uploadToShelf(processClient(baseUrl), token, shelf, await samplePhoto());
}

/** A valid booking of `design` (Bridal 2000-3000) a month from now; contactNumber tells bookings apart. */
export function bookingOf(design: Design, contactNumber: string, fullName = 'Durable Customer') {
  return bookingPayload(design, {
    fullName,
    contactNumber,
    selectedDates: [daysFromToday(30)],
    selectedTime: 'Any Time From Morning Till Night',
  });
}

export function postBooking(baseUrl: string, customerToken: string, booking: unknown): Promise<ApiResponse> {
  return processClient(baseUrl).request('POST', '/api/customers/add', {
    token: customerToken,
    json: booking,
  });
}
