// Writing iCalendar (RFC 5545) in Asia/Kolkata time: the pieces a booking's calendar file and the
// subscription feeds share.
import { IST_OFFSET_MS, slotInstant, venueText } from '@mehendi/shared';
import type { BookingRow } from '../bookings';

/** 20261130T110000: local (Asia/Kolkata) date-time for a TZID property. */
export function localStamp(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

export function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function fold(line: string): string {
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

/** The calendar's head: version, product and India's time zone; `name` says which calendar it is. */
export function calendarHead(product: string, extra: readonly string[] = []): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Mehendi Market//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...extra,
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
}

/** The finished calendar text: every line folded, CRLF line ends. */
export function calendarText(lines: readonly string[]): string {
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** What a booking's events say; `alarm(day)` adds lines inside each day's event (a VALARM). */
export interface VisitWords {
  summary: string;
  description: string;
  status: string;
  alarm?: (day: string) => string[];
}

/**
 * One event per booked day over the slot's hours, at the venue. The UID is the booking's and the day's, so
 * the customer's file and the feeds name the same visit alike and a re-download updates it (SEQUENCE
 * grows with the booking's history) instead of adding a copy.
 */
export function visitEvents(booking: BookingRow, now: Date, words: VisitWords): string[] {
  const venue = venueText(booking.venueAddress, booking.venuePincode);
  return [...booking.selectedDates].sort().flatMap((date) => {
    const day = date.slice(0, 10);
    return [
      'BEGIN:VEVENT',
      `UID:${booking.id}-${day}@mehendi-market`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${booking.history.length}`,
      `DTSTART;TZID=Asia/Kolkata:${localStamp(slotInstant(day, booking.selectedTime, 'start'))}`,
      `DTEND;TZID=Asia/Kolkata:${localStamp(slotInstant(day, booking.selectedTime, 'end'))}`,
      `SUMMARY:${escapeText(words.summary)}`,
      `DESCRIPTION:${escapeText(words.description)}`,
      ...(venue ? [`LOCATION:${escapeText(venue)}`] : []),
      `STATUS:${words.status}`,
      ...(words.alarm?.(day) ?? []),
      'END:VEVENT',
    ];
  });
}
