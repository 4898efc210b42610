// The month calendar's arithmetic on calendar days ('YYYY-MM-DD') and months ('YYYY-MM'), in UTC so a
// device's own time zone never shifts a day; India's today comes from indianDay (packages/shared).
import { indianDay, lastBookableDay } from '@mehendi/shared';

const DAY_MS = 86_400_000;

function utc(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The month ('YYYY-MM') a day lies in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + count, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return dayOf(utc(day) + count * DAY_MS);
}

/** The first and last day of `month`. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** 0 for Monday … 6 for Sunday. */
export function mondayIndex(day: string): number {
  return (new Date(utc(day)).getUTCDay() + 6) % 7;
}

/**
 * The weeks of `month`, Monday first: rows of seven, each a day of the month or null for the days of the
 * months around it.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: mondayIndex(from) }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * The days a booking may be made for, as India counts them: from India's today to the booking horizon
 * (BOOKING_HORIZON_MONTHS) after it.
 */
export function bookableDays(now: Date): { first: string; last: string } {
  const first = indianDay(now);
  const [year = 0, month = 1, date = 1] = first.split('-').map(Number);
  return { first, last: lastBookableDay(new Date(year, month - 1, date)) };
}
