// Every table, gathered for Drizzle's typed queries. The SQL in migrations/ is the source of truth.
export * from '../auth/auth.schema';
export * from '../auth/sign-in-failures.schema';
export * from '../modules/catalogue/catalogue.schema';
export * from '../modules/phone-auth/phone-auth.schema';
export * from '../modules/bookings/bookings.schema';
export * from '../modules/visits/calendar-feeds.schema';
export * from '../modules/visits/job-action-keys.schema';
export * from '../modules/artists/artists.schema';
export * from '../modules/artists/availability.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/sms-outbox/sms-outbox.schema';
export * from '../modules/reviews/reviews.schema';
export * from '../modules/advances/advances.schema';
export * from '../modules/matching/offers.schema';
export * from '../modules/settings/settings.schema';
export * from '../modules/push/push.schema';
export * from '../modules/team/seats.schema';
