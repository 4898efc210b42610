// When a confirmed booking's reminders are due (docs/bookings.md#reminders): per booked day, the evening
// before at 18:00 India time and 3 hours before the slot starts; none in the quiet hours (21:00-08:00),
// whose reminder goes at 08:00 unless the slot has begun by then; none whose time has passed.
import { IST_OFFSET_MS, slotInstant } from './my-records';

export const REMINDER_KINDS = ['tomorrow', 'today'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** India time, 24-hour clock. */
export const REMINDER_EVENING_HOUR = 18;
export const REMINDER_HOURS_BEFORE = 3;
export const QUIET_HOURS = { from: 21, to: 8 } as const;

const HOUR_MS = 60 * 60 * 1000;

export interface ReminderTime {
  /** The booked day it is about, 'YYYY-MM-DD'. */
  day: string;
  kind: ReminderKind;
  dueAt: Date;
}

/** `at` moved out of the quiet hours to the next 08:00 India time; unchanged outside them. */
export function outOfQuietHours(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_HOURS.to && hour < QUIET_HOURS.from) return at;
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const nextDay = hour >= QUIET_HOURS.from ? day + 24 * HOUR_MS : day;
  return new Date(nextDay + QUIET_HOURS.to * HOUR_MS - IST_OFFSET_MS);
}

/** The reminders of a booking on `dates` in `slot` still to come at `now`, in time order. */
export function reminderTimes(dates: readonly string[], slot: string, now: Date): ReminderTime[] {
  const times: ReminderTime[] = [];
  for (const date of [...new Set(dates.map((date) => date.slice(0, 10)))].sort()) {
    const start = slotInstant(date, slot, 'start');
    const midnight = Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS;
    const wanted: [ReminderKind, Date][] = [
      ['tomorrow', new Date(midnight - 24 * HOUR_MS + REMINDER_EVENING_HOUR * HOUR_MS)],
      ['today', new Date(start.getTime() - REMINDER_HOURS_BEFORE * HOUR_MS)],
    ];
    for (const [kind, wantedAt] of wanted) {
      const dueAt = outOfQuietHours(wantedAt);
      if (dueAt >= start || dueAt <= now) continue;
      times.push({ day: date, kind, dueAt });
    }
  }
  return times.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
