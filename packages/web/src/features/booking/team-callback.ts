// When the team calls a customer after a booking (docs/product.md), shown on the thank-you page.
export const TEAM_CALLBACK = {
  /** At most this many hours after the booking… */
  withinHours: 2,
  /** …between these hours, India time (24-hour clock). */
  fromHour: 9,
  toHour: 21,
} as const;
