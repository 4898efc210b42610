// Candidates for a booking (docs/bookings.md#places-and-availability): every approved artist, those free on
// all the booking's days first (their working week, days off and most jobs a day, counted by the place
// rule), then those who offer the variety, the nearest by pincode, and the fewest jobs those weeks. Artists
// who are not free are listed, not choosable, with why (and the clashing booking when there is one).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ASSIGNED_BOOKING_STATUSES,
  artistVarietyFor,
  pincodeDistance,
  slotsOverlap,
  type Candidate,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { toArtist } from '../artists';
import type { BookingRow } from './bookings.repository';
import { customerBookings } from './bookings.schema';
import { artistFits } from './places.service';

export async function rankCandidates(deps: { db: Db }, booking: BookingRow): Promise<Candidate[]> {
  const { db } = deps;
  const approved = await db.select().from(artists).where(eq(artists.status, 'approved'));
  const fits = await artistFits(db, booking, booking.id);
  // Every confirmed or in-progress booking on one of this booking's days, read once for all artists.
  const sameDays = await db
    .select()
    .from(customerBookings)
    .where(
      and(
        inArray(customerBookings.status, [...ASSIGNED_BOOKING_STATUSES]),
        ne(customerBookings.id, booking.id),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${JSON.stringify(booking.selectedDates)}::jsonb))`,
      ),
    );
  const variety = artistVarietyFor(booking.mehendiVariety);
  const pincode = booking.venuePincode;
  const candidates = approved
    .filter((artist) => artist.id !== booking.artistId)
    .map((artist): Candidate => {
      const clash = sameDays.find(
        (other) => other.artistId === artist.id && slotsOverlap(other.selectedTime, booking.selectedTime),
      );
      const fit = fits.get(artist.id) ?? { unfree: null, weekJobs: 0 };
      const reason = fit.unfree?.reason;
      const { uploadedDesigns: _designs, ...summary } = toArtist(artist);
      return {
        artist: summary,
        offersVariety: artist.mehendiVarieties.includes(variety),
        // Works the slot on every day (not off, the weekday and slot in their week).
        available: reason !== 'dayOff' && reason !== 'notWorking',
        distance: pincode ? pincodeDistance(artist.pincode, pincode) : 2,
        busy: clash !== undefined || reason === 'full',
        clash: clash
          ? {
              _id: clash.id,
              fullName: clash.fullName,
              selectedDates: clash.selectedDates,
              selectedTime: clash.selectedTime,
            }
          : null,
        free: fit.unfree === null && clash === undefined,
        unavailable: fit.unfree,
        weekJobs: fit.weekJobs,
      };
    });
  const score = (c: Candidate) => [c.free ? 0 : 1, c.offersVariety ? 0 : 1, c.distance, c.weekJobs];
  return candidates.sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
    return a.artist.fullName.localeCompare(b.artist.fullName);
  });
}
