// The customers module's public entry: what other modules may use (README: "Where to change what").
export { customerBookings } from './customers.schema';
export {
  deleteFinishedBookingsOf,
  findBooking,
  listBookingsOf,
  listJobsOf,
  withDetails,
  type BookingRow,
} from './customers.repository';
