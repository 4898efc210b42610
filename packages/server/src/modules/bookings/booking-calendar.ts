// "Add to calendar" (docs/pages.md "My bookings"): an RFC 5545 calendar with one event per booked day in
// Asia/Kolkata time over the slot's hours, at the venue, with the booking reference and a reminder the
// evening before. Each day's UID is stable, so a re-download updates the events (SEQUENCE grows with the
// booking's history) instead of adding copies.
import {
  bookingReference,
  formatPriceRange,
  normaliseLanguage,
  slotInstant,
  smsSlot,
  smsVariety,
  venueText,
  type Language,
  type BookingStatus,
} from '@mehendi/shared';
import type { BookingRow } from './bookings.repository';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a booked day's reminder goes off: 18:00 in India the evening before, early enough to get the hands
 * and the house ready. India keeps +05:30 all year, so this is always 12:30 UTC.
 */
export function reminderInstant(day: string): Date {
  return new Date(Date.parse(`${day}T18:00:00+05:30`) - DAY_MS);
}

/** 20261130T110000: local (Asia/Kolkata) date-time for a TZID property. */
function localStamp(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
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
function fill(template: string, values: Record<string, string>): string {
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
    slot,
    ...(artist ? [fill(words.artist, { artist: artist.firstName })] : []),
    fill(words.reference, { reference: bookingReference(booking.id) }),
  ].join('\n');
  const venue = venueText(booking.venueAddress, booking.venuePincode);
  // A reminder only for a visit still to happen; a cancelled or done booking's events stay silent.
  const remind = booking.status === 'new' || booking.status === 'confirmed';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mehendi Market//My bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // India has kept +05:30 without daylight saving since 1945, so one STANDARD rule describes it.
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const date of [...booking.selectedDates].sort()) {
    const day = date.slice(0, 10);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${booking.id}-${day}@mehendi-market`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${booking.history.length}`,
      `DTSTART;TZID=Asia/Kolkata:${localStamp(slotInstant(day, booking.selectedTime, 'start'))}`,
      `DTEND;TZID=Asia/Kolkata:${localStamp(slotInstant(day, booking.selectedTime, 'end'))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(description)}`,
      ...(venue ? [`LOCATION:${escapeText(venue)}`] : []),
      `STATUS:${STATUS[booking.status]}`,
      ...(remind
        ? [
            'BEGIN:VALARM',
            'ACTION:DISPLAY',
            `DESCRIPTION:${escapeText(fill(words.reminder, { variety, slot }))}`,
            `TRIGGER;VALUE=DATE-TIME:${utcStamp(reminderInstant(day))}`,
            'END:VALARM',
          ]
        : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
