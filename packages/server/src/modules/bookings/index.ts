// The bookings module's public entry: what other modules may use (README: "Where to change what"). Its
// services (bookings.service.ts, lifecycle.service.ts) and its tables (bookings.schema.ts) are entries too.
export { customerBookings, type BookingRow } from './bookings.schema';
export {
  bookedInNextDays,
  countByStatus,
  deleteFinishedBookingsOf,
  estimateOf,
  findBooking,
  listBookingsOf,
  listJobsOf,
  lockBookingsOf,
  withDetails,
} from './bookings.repository';
export { toMyBooking, toMyJob } from './my-records';
export { artistText, bookingText, customerText } from './booking-texts';
export { cancelRemindersOfDay } from './booking-reminders';
export { handBackJobsOf } from './lifecycle.service';
export { lateReminderReason } from './late-reminders';
