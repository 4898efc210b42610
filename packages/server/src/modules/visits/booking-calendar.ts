// "Add to calendar" (docs/pages.md "My bookings"): an RFC 5545 calendar with one event per booked day in
// Asia/Kolkata time over the slot's hours, at the venue, with the booking reference and a reminder the
// evening before. Each day's UID is stable, so a re-download updates the events (SEQUENCE grows with the
// booking's history) instead of adding copies.
import {
  bookingReference,
  formatPriceRange,
  normaliseLanguage,
  smsSlot,
  smsVariety,
  type Language,
  type BookingStatus,
  formatDays,
} from '@mehendi/shared';
import type { BookingRow } from '../bookings';
import { calendarHead, calendarText, escapeText, utcStamp, visitEvents } from './icalendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a booked day's reminder goes off: 18:00 in India the evening before, early enough to get the hands
 * and the house ready. India keeps +05:30 all year, so this is always 12:30 UTC.
 */
export function reminderInstant(day: string): Date {
  return new Date(Date.parse(`${day}T18:00:00+05:30`) - DAY_MS);
}

// The events read in the customer's language; variety and slot names are the short ones the texts use.
const WORDS: Readonly<
  Record<Language, { summary: string; artist: string; reference: string; reminder: string }>
> = {
  en: {
    summary: 'Mehendi Market: {variety} mehendi',
    artist: 'Artist: {artist}',
    reference: 'Booking reference: {reference}',
    reminder: 'Tomorrow: {variety} mehendi, {slot}',
  },
  mr: {
    summary: 'मेहंदी मार्केट: {variety} मेहंदी',
    artist: 'कलाकार: {artist}',
    reference: 'बुकिंग संदर्भ क्रमांक: {reference}',
    reminder: 'उद्या: {variety} मेहंदी, {slot}',
  },
  kn: {
    summary: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {variety} ಮೆಹಂದಿ',
    artist: 'ಕಲಾವಿದರು: {artist}',
    reference: 'ಬುಕಿಂಗ್ ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ: {reference}',
    reminder: 'ನಾಳೆ: {variety} ಮೆಹಂದಿ, {slot}',
  },
  hi: {
    summary: 'मेहंदी मार्केट: {variety} मेहंदी',
    artist: 'कलाकार: {artist}',
    reference: 'बुकिंग संदर्भ संख्या: {reference}',
    reminder: 'कल: {variety} मेहंदी, {slot}',
  },
};

/** `template` with each {name} replaced by its value. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/gu, (whole, name: string) => values[name] ?? whole);
}

// A booking waiting for a place is as tentative as one waiting for an artist.
const STATUS: Readonly<Record<BookingStatus, string>> = {
  new: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  waitlisted: 'TENTATIVE',
  offered: 'TENTATIVE',
  in_progress: 'CONFIRMED',
};

/** The calendar of `booking`, in `languageTag` (else the language it was booked in, else English). */
export function bookingCalendar(
  booking: BookingRow,
  artist: { firstName: string } | null,
  { languageTag, now = new Date() }: { languageTag?: string; now?: Date } = {},
): string {
  const language = normaliseLanguage(languageTag ?? booking.language);
  const words = WORDS[language];
  const variety = smsVariety(booking.mehendiVariety, language);
  const slot = smsSlot(booking.selectedTime, language);
  const summary = fill(words.summary, { variety });
  const description = [
    `${variety}, ${formatPriceRange(booking.priceRange)}`,
    // Every booked day, written as the pages and texts write them (issue 44).
    formatDays(booking.selectedDates, language),
    slot,
    ...(artist ? [fill(words.artist, { artist: artist.firstName })] : []),
    fill(words.reference, { reference: bookingReference(booking.id) }),
  ].join('\n');
  // A reminder only for a visit still to happen; a cancelled or done booking's events stay silent.
  const remind = booking.status === 'new' || booking.status === 'confirmed';
  const lines = calendarHead('My bookings');
  lines.push(
    ...visitEvents(booking, now, {
      summary,
      description,
      status: STATUS[booking.status],
      alarm: (day) =>
        remind
          ? [
              'BEGIN:VALARM',
              'ACTION:DISPLAY',
              `DESCRIPTION:${escapeText(fill(words.reminder, { variety, slot }))}`,
              `TRIGGER;VALUE=DATE-TIME:${utcStamp(reminderInstant(day))}`,
              'END:VALARM',
            ]
          : [],
    }),
  );
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}
