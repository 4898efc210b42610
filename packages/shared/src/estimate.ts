// The booking's estimated price (docs/product.md): for each booked day the main person's price range, a
// rate per guest and the siders for both arms, times the number of days. Server and browser compute it
// with these functions; the server never takes a figure from the client.
import { z } from 'zod';
import { SIDERS_PRICES, type SidersLength, type SidersType } from './catalogue';
import { MAX_BRIDES, MAX_TEAM_GUESTS } from './team-size';

/** Rupees per guest: both hands of a simple design. */
export const GUEST_RATE = { min: 300, max: 500 } as const;
/** Since team bookings (issue 47) a booking may have a team's guests. */
export const MAX_GUESTS = MAX_TEAM_GUESTS;
/** Siders are applied to both arms, each priced by its length. */
export const SIDERS_ARMS = 2;

export interface Estimate {
  min: number;
  max: number;
}

const rupees = z.number().int();

/** A whole booking's estimate in answers: `min`/`max` cover every booked day, `perDay` is one day's. */
export const bookingEstimateSchema = z.object({
  min: rupees,
  max: rupees,
  days: z.number().int().positive(),
  perDay: z.object({ min: rupees, max: rupees }),
});
export type BookingEstimate = z.infer<typeof bookingEstimateSchema>;

export interface EstimateInput {
  priceRange: string;
  /** Brides or main people, each priced by the range (1 when absent, as before teams). */
  brides?: number;
  guestCount?: number;
  includeSiders?: boolean;
  sidersType?: SidersType | null;
  sidersLength?: SidersLength | null;
}

const RANGE = /^(\d+)-(\d+)$/;

/** '2000-3000' → { min: 2000, max: 3000 }; null for anything else. */
export function parsePriceRange(range: string): Estimate | null {
  const match = RANGE.exec(range.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/**
 * One booked day's estimate in rupees, or null while no price range is chosen: the range per bride (or
 * main person), the guests' rate, the siders. Siders count once type
 * and length are both chosen; guests outside 0…MAX_GUESTS are clamped (the schemas refuse them first).
 */
export function estimateDay(input: EstimateInput): Estimate | null {
  const main = parsePriceRange(input.priceRange);
  if (!main) return null;
  const guests = Math.min(Math.max(Math.trunc(input.guestCount ?? 0), 0), MAX_GUESTS);
  const brides = Math.min(Math.max(Math.trunc(input.brides ?? 1), 0), MAX_BRIDES);
  const siders =
    input.includeSiders && input.sidersType && input.sidersLength
      ? SIDERS_PRICES[input.sidersType][input.sidersLength] * SIDERS_ARMS
      : 0;
  return {
    min: main.min * brides + guests * GUEST_RATE.min + siders,
    max: main.max * brides + guests * GUEST_RATE.max + siders,
  };
}

/** A day's estimate over the booked days (each distinct day counts once; none chosen yet counts as one). */
export function estimateOverDays(perDay: Estimate, selectedDates: readonly string[]): BookingEstimate {
  const days = Math.max(1, new Set(selectedDates.map((date) => date.slice(0, 10))).size);
  return { min: perDay.min * days, max: perDay.max * days, days, perDay };
}

/** The whole booking's estimate: a day's estimate times the booked days, or null without a price range. */
export function estimateBooking(
  input: EstimateInput & { selectedDates?: readonly string[] },
): BookingEstimate | null {
  const perDay = estimateDay(input);
  return perDay ? estimateOverDays(perDay, input.selectedDates ?? []) : null;
}
