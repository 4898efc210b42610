// The booking a client posts to POST /api/customers/add, for every test that arranges one.

/** 'YYYY-MM-DD' `days` from today (negative: in the past). */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
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
