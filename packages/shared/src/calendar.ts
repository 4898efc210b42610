// Booking dates are calendar days. They travel as 'YYYY-MM-DD' or as an ISO date-time whose date part,
// as written, is the day; they are stored as that day's UTC midnight.

const DATE_OR_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The 'YYYY-MM-DD' day of a date or ISO date-time string, or undefined when it is not a real calendar date. */
export function parseCalendarDay(text: string): string | undefined {
  const match = DATE_OR_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(Number(year), m)) return undefined;
  return `${year}-${month}-${day}`;
}

/** '2026-03-14' -> '2026-03-14T00:00:00.000Z'; input that is not a real date is returned unchanged. */
export function toUtcMidnight(text: string): string {
  const day = parseCalendarDay(text);
  return day === undefined ? text : `${day}T00:00:00.000Z`;
}

/** How far ahead a booking may be: its dates lie within this many months from today. */
export const BOOKING_HORIZON_MONTHS = 12;

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether the day of `isoDate` lies before the calendar day of `today` in the caller's time zone: a
 * browser in India judges by Indian days, and a server on UTC is at most more lenient, never stricter.
 * Text that is not a real date is not "past"; the schema reports it.
 */
export function isPastDate(isoDate: string, today: Date): boolean {
  const day = parseCalendarDay(isoDate);
  return day !== undefined && day < localDay(today);
}

/** The last day that may be booked from `today`: the same day BOOKING_HORIZON_MONTHS later ('YYYY-MM-DD'). */
export function lastBookableDay(today: Date): string {
  const last = new Date(today.getFullYear(), today.getMonth() + BOOKING_HORIZON_MONTHS, today.getDate());
  // 29 February plus a year rolls over to 1 March; the horizon stays in February.
  if (last.getDate() !== today.getDate()) last.setDate(0);
  return localDay(last);
}

/** Whether the day of `isoDate` lies beyond the booking horizon from `today` (judged like isPastDate). */
export function isTooFarAhead(isoDate: string, today: Date): boolean {
  const day = parseCalendarDay(isoDate);
  return day !== undefined && day > lastBookableDay(today);
}
