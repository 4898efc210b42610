// The bookings module's public entry: what other modules may use (README: "Where to change what").
export { customerBookings } from './bookings.schema';
export {
  bookedInNextDays,
  countByStatus,
  deleteFinishedBookingsOf,
  findBooking,
  withDetails,
  type BookingRow,
} from './bookings.repository';
export { phoneOf } from './my-records';
export { handBackJobsOf, type HandedBack } from './lifecycle.service';
export { endFeed as endCalendarFeed } from './calendar-feeds.service';
export { lateReminderReason } from './late-reminders';
