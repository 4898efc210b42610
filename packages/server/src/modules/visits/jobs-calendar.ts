// The subscription feeds (docs/bookings.md#calendar-subscriptions): one calendar of many jobs, an
// artist's own or every assigned booking for the admins. One event per booked day over the slot's hours in
// Asia/Kolkata time, at the venue, with the customer's first name (never their number) and the booking
// reference. UIDs are the booking calendar's own, so an event a customer or artist already imported is the
// same event; a job that leaves the feed (cancelled, handed back) disappears at the next refresh.
import {
  bookingReference,
  firstNameOf,
  normaliseLanguage,
  smsSlot,
  smsVariety,
  type Language,
} from '@mehendi/shared';
import type { BookingRow } from '../bookings';
import { fill } from './booking-calendar';
import { calendarHead, calendarText, escapeText, visitEvents } from './icalendar';

const WORDS: Readonly<
  Record<Language, { name: string; summary: string; reference: string; artist: string; team: string }>
> = {
  en: {
    name: 'Mehendi Market jobs',
    summary: '{variety} mehendi: {customer}',
    reference: 'Booking reference: {reference}',
    artist: 'Artist: {artist}',
    team: 'A team of {size} artists',
  },
  mr: {
    name: 'मेहंदी मार्केट कामे',
    summary: '{variety} मेहंदी: {customer}',
    reference: 'बुकिंग संदर्भ क्रमांक: {reference}',
    artist: 'कलाकार: {artist}',
    team: '{size} कलाकारांची टीम',
  },
  kn: {
    name: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಕೆಲಸಗಳು',
    summary: '{variety} ಮೆಹಂದಿ: {customer}',
    reference: 'ಬುಕಿಂಗ್ ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ: {reference}',
    artist: 'ಕಲಾವಿದರು: {artist}',
    team: '{size} ಕಲಾವಿದರ ತಂಡ',
  },
  hi: {
    name: 'मेहंदी मार्केट काम',
    summary: '{variety} मेहंदी: {customer}',
    reference: 'बुकिंग संदर्भ संख्या: {reference}',
    artist: 'कलाकार: {artist}',
    team: '{size} कलाकारों की टीम',
  },
};

export interface FeedJob {
  booking: BookingRow;
  /** The assigned artist's full name, shown in the admins' feed. */
  artistName: string | null;
}

/** The feed of `jobs` in `languageTag` (the artist's language; English for the admins). */
export function jobsCalendar(
  jobs: readonly FeedJob[],
  { languageTag, now = new Date() }: { languageTag?: string | null; now?: Date } = {},
): string {
  const language = normaliseLanguage(languageTag ?? null);
  const words = WORDS[language];
  const lines = calendarHead('Jobs', [
    `X-WR-CALNAME:${escapeText(words.name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    // Calendar apps read this as how often to fetch the feed again.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]);
  for (const { booking, artistName } of jobs) {
    const variety = smsVariety(booking.mehendiVariety, language);
    const summary = fill(words.summary, { variety, customer: firstNameOf(booking.fullName) });
    const description = [
      smsSlot(booking.selectedTime, language),
      // A team job says so to each of its artists (docs/bookings.md#team-bookings).
      ...(booking.teamSize > 1 ? [fill(words.team, { size: String(booking.teamSize) })] : []),
      ...(artistName ? [fill(words.artist, { artist: artistName })] : []),
      fill(words.reference, { reference: bookingReference(booking.id) }),
    ].join('\n');
    lines.push(...visitEvents(booking, now, { summary, description, status: 'CONFIRMED' }));
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}
