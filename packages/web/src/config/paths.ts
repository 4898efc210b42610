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
} as const;
