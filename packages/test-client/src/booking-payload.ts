// The booking a client posts to POST /api/customers/add, for every test that arranges one.
import { indianDay } from '@mehendi/shared';

/** 'YYYY-MM-DD' `days` from today (negative: in the past). */
export function daysFromToday(days: number): string {
  // India's calendar day, as the server counts it: from 18:30 UTC the UTC date is still yesterday there.
  return indianDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/**
 * A valid booking of `design` in the original shape (docs/api.md), ten days ahead, in the evening slot;
 * `fields` replace or add to it (the venue, guests and the rest of the newer fields).
 */
export function bookingPayload(
  design: { imagePath: string },
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fullName: 'Asha Patil',
    contactNumber: '9876543210',
    selectedDates: [daysFromToday(10)],
    selectedTime: 'Late Evening (9:00 PM onwards)',
    mehendiVariety: 'Bridal',
    priceRange: '2000-3000',
    selectedDesigns: [design.imagePath],
    includeSiders: false,
    sidersType: null,
    sidersDesigns: [],
    ...fields,
  };
}
