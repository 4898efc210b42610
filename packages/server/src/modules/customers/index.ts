// The customers module's public entry: what other modules (a customer's and an artist's own pages) use.
export {
  deleteFinishedBookingsOf,
  findBooking,
  listBookingsOf,
  listJobsOf,
  withDetails,
  type BookingRow,
} from './customers.repository';
export { bookingNotificationSubject } from './customers.service';
