// The owner's season view (GET /api/season; docs/bookings.md#the-season-view): per day of a month and per
// slot, the bookings holding a place, the places left and the waiting list.
import { z } from 'zod';
import { DAY_STANDINGS } from '../availability';
import { BOOKING_VARIETIES, TIME_SLOTS } from '../catalogue';
import { MESSAGES } from '../messages';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const seasonQuerySchema = z.object({
  month: z.string({ error: MESSAGES.invalidMonth }).regex(MONTH, MESSAGES.invalidMonth),
  variety: z.enum(BOOKING_VARIETIES, { error: MESSAGES.selectVariety }).optional(),
});
export type SeasonQuery = z.infer<typeof seasonQuerySchema>;

/** One slot of one day. */
export const seasonSlotSchema = z.object({
  slot: z.enum(TIME_SLOTS),
  /** Bookings new, confirmed or offered on that day and slot. */
  held: z.number().int().nonnegative(),
  /** How many more bookings fit, as the public availability counts them (0 on a day not open for booking). */
  places: z.number().int().nonnegative(),
  /** Bookings on the waiting list for that day and slot. */
  waiting: z.number().int().nonnegative(),
  /** The places with nothing booked: 0 when no artist works that day and slot (or the day is not open). */
  usual: z.number().int().nonnegative(),
  /** As GET /api/availability: closed (nobody works), full (booked out), few or open. */
  standing: z.enum(DAY_STANDINGS),
});
export type SeasonSlot = z.infer<typeof seasonSlotSchema>;

export const seasonAnswerSchema = z.object({
  month: z.string(),
  /** True while no artist is approved: bookings are requests and places are not counted (all 0). */
  requestsOnly: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Whether the day may be booked (today or later, within the booking horizon). */
      open: z.boolean(),
      slots: z.array(seasonSlotSchema),
    }),
  ),
});
export type SeasonAnswer = z.infer<typeof seasonAnswerSchema>;

/** The days of a 'YYYY-MM' month, 'YYYY-MM-DD'. */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
