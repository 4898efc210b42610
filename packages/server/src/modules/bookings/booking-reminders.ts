// A confirmed booking's reminders (docs/bookings.md#reminders): outbox rows with a due time, kept in step
// with the booking inside the transaction of every change to it. After a step the reminders its state
// calls for are compared with those still queued: the same ones stay, the others are cancelled, the
// missing ones are written. So a confirm writes them, a cancel, decline or hand-back cancels them, a
// re-assign swaps the artist's, and a reschedule moves them, with no rule of its own per step.
import {
  firstNameOf,
  formatDay,
  myBookingLink,
  reminderTimes,
  type ReminderKind,
  type SmsTemplateKey,
} from '@mehendi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { artists, type ArtistRow } from '../artists';
import { cancelTexts, enqueueTexts, queuedTextsOf, type OutgoingText } from '../sms-outbox';
import { bookingText } from './booking-texts';
import type { BookingRow } from './bookings.repository';

const TEMPLATES: Readonly<Record<'customer' | 'artist', Record<ReminderKind, SmsTemplateKey>>> = {
  customer: { tomorrow: 'customerReminderTomorrow', today: 'customerReminderToday' },
  artist: { tomorrow: 'artistReminderTomorrow', today: 'artistReminderToday' },
};
export const REMINDER_TEMPLATES: readonly SmsTemplateKey[] = [
  ...Object.values(TEMPLATES.customer),
  ...Object.values(TEMPLATES.artist),
];
const KIND_OF: Readonly<Record<string, ReminderKind>> = Object.fromEntries(
  Object.values(TEMPLATES).flatMap((byKind) =>
    Object.entries(byKind).map(([kind, template]) => [template, kind as ReminderKind]),
  ),
);

/** The reminder kind a template sends; undefined for a text that is not a reminder. */
export const reminderKindOf = (template: string): ReminderKind | undefined => KIND_OF[template];

/** The reminders `booking` (confirmed with `artist`) calls for at `now`: the customer's and the artist's. */
export function remindersOf(
  booking: BookingRow,
  artist: ArtistRow,
  now: Date,
  origin: string,
): OutgoingText[] {
  const customer = { recipient: 'customer' as const, phone: booking.loginNumber, language: booking.language };
  const worker = { recipient: 'artist' as const, phone: artist.phone, language: artist.language };
  return reminderTimes(booking.selectedDates, booking.selectedTime, now).flatMap(({ day, kind, dueAt }) => {
    const date = `${day}T00:00:00.000Z`;
    return [
      {
        ...bookingText(booking, customer, TEMPLATES.customer[kind], (language) => ({
          day: formatDay(date, language),
          artist: firstNameOf(artist.fullName),
          // The start code the customer gives at the door (docs/bookings.md#the-day-of-the-visit), also
          // shown in My bookings.
          ...(kind === 'today'
            ? { code: booking.startCode ?? '-', link: myBookingLink(origin, booking.id) }
            : {}),
        })),
        dueAt,
      },
      {
        ...bookingText(booking, worker, TEMPLATES.artist[kind], (language) => ({
          day: formatDay(date, language),
          contact: booking.contactNumber,
          venue: booking.venueAddress ?? '-',
          pincode: booking.venuePincode ?? '-',
        })),
        dueAt,
      },
    ];
  });
}

const sameText = (text: { template: string; toPhone: string; body: string; dueAt: Date | null }) =>
  `${text.template}|${text.toPhone}|${text.dueAt?.toISOString() ?? ''}|${text.body}`;

/**
 * Brings the booking's queued reminders in line with its state at `now`, in the caller's transaction
 * (under the booking's row lock). Answers whether any text was written.
 */
export async function syncReminders(
  tx: Db,
  booking: BookingRow,
  now: Date,
  origin: string,
): Promise<boolean> {
  const [artist] =
    booking.status === 'confirmed' && booking.artistId
      ? await tx.select().from(artists).where(eq(artists.id, booking.artistId))
      : [];
  const wanted = artist?.status === 'approved' ? remindersOf(booking, artist, now, origin) : [];
  const queued = await queuedTextsOf(tx, booking.id, REMINDER_TEMPLATES);
  const kept = new Set(queued.map(sameText));
  const wantedKeys = new Set(wanted.map((text) => sameText({ ...text, dueAt: text.dueAt ?? null })));
  await cancelTexts(
    tx,
    queued.filter((row) => !wantedKeys.has(sameText(row))).map((row) => row.id),
  );
  const missing = wanted.filter((text) => !kept.has(sameText({ ...text, dueAt: text.dueAt ?? null })));
  await enqueueTexts(tx, missing);
  return missing.length > 0;
}

/** Cancels every queued reminder of the booking (it is no longer confirmed with its artist). */
export async function cancelReminders(tx: Db, bookingId: string): Promise<void> {
  const queued = await queuedTextsOf(tx, bookingId, REMINDER_TEMPLATES);
  await cancelTexts(
    tx,
    queued.map((row) => row.id),
  );
}

/**
 * Cancels the booking's queued reminders about the booked `day` ('YYYY-MM-DD'): the job has started that
 * day, so its evening-before and 3-hours-before texts are moot. The other booked days' reminders stay (a
 * 'tomorrow' reminder due this evening is about the next day).
 */
export async function cancelRemindersOfDay(tx: Db, booking: BookingRow, day: string): Promise<void> {
  // Every reminder time of the day, passed or not: one still queued may be overdue (a retry, a restart).
  const moot = new Set(
    reminderTimes([day], booking.selectedTime, new Date(0)).map(
      ({ kind, dueAt }) => `${kind}|${dueAt.toISOString()}`,
    ),
  );
  const queued = await queuedTextsOf(tx, booking.id, REMINDER_TEMPLATES);
  await cancelTexts(
    tx,
    queued
      .filter((row) => moot.has(`${KIND_OF[row.template]}|${row.dueAt?.toISOString()}`))
      .map((row) => row.id),
  );
}
