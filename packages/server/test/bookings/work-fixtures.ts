// Bookings and artists for the lifecycle tests, made through the API as customers and artists make them.
import { randomInt } from 'node:crypto';
import { TIME_SLOTS, type Artist, type CustomerBooking, type Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import type { SmsProvider } from '../../src/sms/sms-provider';
import type { TestApp } from '../helpers/test-app';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';

// A new number per call for as long as the test process lives: the files of a tier share one process
// (vitest.config.ts), and a test may hold the clock still, so neither the time nor a count from zero would do.
let phoneSeq = randomInt(10_000_000);
function nextPhone(): string {
  phoneSeq = (phoneSeq + 1) % 100_000_000;
  return `+9198${String(phoneSeq).padStart(8, '0')}`;
}

export { daysFromToday };

export async function postBooking(
  t: TestApp,
  design: Design,
  fields: Partial<{
    fullName: string;
    selectedDates: string[];
    selectedTime: string;
    language: string;
    mehendiVariety: string;
    priceRange: string;
    venueAddress: string;
    venuePincode: string;
    guestCount: number;
    includeSiders: boolean;
    sidersType: string;
    sidersDesigns: string[];
    sidersLength: string;
    /** Join the waiting list when a date is full. */
    waitlist: boolean;
    /** "Book with this artist". */
    preferredArtistId: string;
    /** Brides or main people: with the guests they size a team (docs/bookings.md#team-bookings). */
    brides: number;
  }> = {},
): Promise<CustomerBooking> {
  const auth = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: nextPhone() })}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers/add',
    headers: { authorization: auth },
    payload: bookingPayload(design, { selectedDates: [daysFromToday(3)], ...fields }),
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json<CustomerBooking>();
}

export async function applyAsArtist(
  t: TestApp,
  fields: Partial<{
    fullName: string;
    pincode: string;
    mehendiVarieties: string[];
    timeRange: string;
    language: string;
    /** The verified phone; a phone that already applied sends its application again. */
    phone: string;
  }> = {},
): Promise<Artist> {
  const phone = fields.phone ?? nextPhone();
  const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/artists/add',
    headers: { authorization: auth },
    payload: {
      fullName: fields.fullName ?? 'Meera Kulkarni',
      whatsappNumber: '9876501234',
      address: '12 Laxmi Road, Pune',
      pincode: fields.pincode ?? '411030',
      jobTerm: 'Part-time',
      mehendiVarieties: fields.mehendiVarieties ?? ['Bridal', 'Engagement'],
      availability: { timeRange: fields.timeRange ?? 'Any Time From Morning Till Night' },
      ...(fields.language ? { language: fields.language } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
  return response.json<{ artist: Artist }>().artist;
}

export async function approve(t: TestApp, admin: string, artist: Artist): Promise<Artist> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/artists/${artist._id}/review`,
    headers: { authorization: admin },
    payload: { status: 'approved' },
  });
  if (response.statusCode !== 200) throw new Error(`approve failed: ${response.body}`);
  return response.json<{ artist: Artist }>().artist;
}

export interface SentText {
  to: string;
  text: string;
}

/** An SMS provider that keeps what it was asked to send; `failing` makes it refuse like an outage. */
export function recordingSms(): SmsProvider & { sent: SentText[]; failing: boolean } {
  const provider = {
    name: 'recording',
    sent: [] as SentText[],
    failing: false,
    send(to: string, text: string) {
      if (provider.failing) return Promise.reject(new Error('gateway down'));
      provider.sent.push({ to, text });
      return Promise.resolve();
    },
  };
  return provider;
}

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const EVERY_SLOT = TIME_SLOTS.slice(0, 3);
/** A working week of every slot of every day (the 'Any Time' slot is not a working slot). */
export const WHOLE_WEEK = {
  mon: EVERY_SLOT,
  tue: EVERY_SLOT,
  wed: EVERY_SLOT,
  thu: EVERY_SLOT,
  fri: EVERY_SLOT,
  sat: EVERY_SLOT,
  sun: EVERY_SLOT,
};

/**
 * An approved artist who works as `availability` says, set by the admin as from the console: by default the
 * whole week, one job a day. `application` fills the application (name, pincode, varieties, phone).
 */
export async function approvedArtistWorking(
  t: TestApp,
  admin: string,
  availability: Record<string, unknown> = {},
  application: Parameters<typeof applyAsArtist>[1] = {},
): Promise<Artist> {
  const artist = await approve(t, admin, await applyAsArtist(t, application));
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/artists/${artist._id}/availability`,
    headers: { authorization: admin },
    payload: { weekly: WHOLE_WEEK, daysOff: [], maxJobsPerDay: 1, ...availability },
  });
  if (saved.statusCode !== 200) throw new Error(`availability failed: ${saved.body}`);
  return artist;
}
