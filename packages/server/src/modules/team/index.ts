// The team module's public entry (docs/bookings.md#team-bookings): seats of a team booking, who sees what
// of them, and filling them.
export { bookingSeats, type SeatRow } from './seats.schema';
export {
  createSeats,
  isOpenSeat,
  lockedSeatsOf,
  offerSeat,
  reopenSeat,
  seatedIn,
  seatsOf,
  type SeatOfBooking,
} from './seats.repository';
export { acceptedSeats, bookingTeamOf, jobTeamOf, reducedFunction, LEAD_SEAT } from './team-view';
export { teamsOf } from './teams-of';
