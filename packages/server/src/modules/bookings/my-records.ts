// The shapes a customer and an artist see of their own records (docs/api.md "/api/my").
import {
  START_CODE_MAX_FAILURES,
  bookingReference,
  canArtistComplete,
  canCustomerCancel,
  canCustomerReschedule,
  indianDay,
  isBookedDay,
  firstNameOf,
  type CustomerBooking,
  type MyBooking,
  type MyJob,
} from '@mehendi/shared';
import { estimateOf, type BookingRow } from './bookings.repository';

/** The booking's assigned artist, the first name of the artist the customer asked for and its advance (withDetails). */
type Details = Pick<CustomerBooking, 'artist' | 'advance' | 'preferredArtistFirstName' | 'team'> | null;

const work = (row: BookingRow) => ({
  _id: row.id,
  reference: bookingReference(row.id),
  status: row.status,
  fullName: row.fullName,
  selectedDates: row.selectedDates,
  selectedTime: row.selectedTime,
  mehendiVariety: row.mehendiVariety,
  priceRange: row.priceRange,
  selectedDesigns: row.selectedDesigns,
  includeSiders: row.includeSiders,
  sidersType: row.sidersType,
  sidersDesigns: row.sidersDesigns,
  sidersLength: row.sidersLength,
  guestCount: row.guestCount,
  brides: row.brides,
  estimate: estimateOf(row),
});

/**
 * The artist is shown only while the booking is confirmed, in progress or done (their first name and
 * WhatsApp); the start code only while it is confirmed (docs/bookings.md#the-day-of-the-visit);
 * `waitlistPosition` is the booking's place in line while it waits (waitlist.service.ts).
 */
export function toMyBooking(
  row: BookingRow,
  details: Details,
  now: Date,
  waitlistPosition: number | null = null,
): MyBooking {
  const artist = details?.artist ?? null;
  return {
    ...work(row),
    createdAt: row.createdAt.toISOString(),
    cancelReason: row.cancelReason,
    venueAddress: row.venueAddress,
    venuePincode: row.venuePincode,
    artist:
      artist && (row.status === 'confirmed' || row.status === 'in_progress' || row.status === 'completed')
        ? { firstName: firstNameOf(artist.fullName), whatsappNumber: artist.whatsappNumber }
        : null,
    findingArtist: row.status === 'new' && row.assignmentState !== null,
    canCancel: canCustomerCancel(row, now),
    // A team booking is moved by the owner (its artists' days move with it): docs/bookings.md#team-bookings.
    canReschedule: row.teamSize <= 1 && canCustomerReschedule(row, now),
    waitlistPosition: row.status === 'waitlisted' ? waitlistPosition : null,
    offerExpiresAt: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    startCode: row.status === 'confirmed' ? row.startCode : null,
    preferredArtistId: row.preferredArtistId,
    preferredArtistFirstName: details?.preferredArtistFirstName ?? null,
    advance: details?.advance ?? null,
    team: details?.team ?? null,
  };
}

/**
 * One of the artist's jobs; `team` is what they see of a team job's other artists (team/team-view.ts). The
 * day-of-visit steps are the lead's (the booking's artist): another artist of the team has none.
 */
export function toMyJob(row: BookingRow, now: Date, team: MyJob['team'] = null, artistId?: string): MyJob {
  const mine = artistId === undefined || row.artistId === artistId;
  const steps = dayOfVisit(row, now);
  return {
    ...work(row),
    team,
    contactNumber: row.contactNumber,
    // Null for bookings made before the form asked for the venue.
    venueAddress: row.venueAddress,
    venuePincode: row.venuePincode,
    canComplete: mine && canArtistComplete(row, now),
    ...(mine ? steps : { canStart: false, startLocked: steps.startLocked, canSayOnMyWay: false }),
  };
}

/** What My work offers on the day of the visit; never the start code itself. */
function dayOfVisit(row: BookingRow, now: Date): Pick<MyJob, 'canStart' | 'startLocked' | 'canSayOnMyWay'> {
  const today = isBookedDay(row, now);
  const startLocked = row.status === 'confirmed' && row.startCodeFailures >= START_CODE_MAX_FAILURES;
  return {
    canStart: row.status === 'confirmed' && today && !startLocked,
    startLocked,
    canSayOnMyWay:
      (row.status === 'confirmed' || row.status === 'in_progress') &&
      today &&
      row.onMyWayOn !== indianDay(now),
  };
}
