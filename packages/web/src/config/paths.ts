import type { PhoneRole } from '@mehendi/shared';

/** Every route of the app; components link through this table, never by spelling a URL. */
export const paths = {
  home: '/',
  phoneAuth: (role: PhoneRole) => `/phone-auth?role=${role}`,
  phoneAuthPattern: '/phone-auth',
  adminLogin: '/admin-login',
  adminProfile: '/admin-profile',
  adminDashboard: '/admin-dashboard',
  artistDashboard: '/artist-dashboard',
  artistThankYou: '/thank-you',
  customerDashboard: '/customer-dashboard',
  customerLogin: '/customer-login',
  customerThankYou: '/customer-thank-you',
  myBookings: '/my-bookings',
  /** A received advance's printable receipt (issue 28); the booking is the `booking` query parameter. */
  advanceReceiptPattern: '/my-bookings/receipt',
  advanceReceipt: (bookingId: string) => `/my-bookings/receipt?booking=${encodeURIComponent(bookingId)}`,
  myWork: '/my-work',
  /** A job offer's one-tap page, opened from the artist's text (docs/bookings.md#offers-to-artists). */
  offerPattern: '/o/:secret',
  artists: '/artists',
  artistProfile: (slug: string) => `/artists/${encodeURIComponent(slug)}`,
  artistProfilePattern: '/artists/:slug',
  /** Phone login that opens the role's own page afterwards instead of sending a form. */
  phoneAuthThenOwnPage: (role: PhoneRole) => `/phone-auth?role=${role}&then=own`,
} as const;
