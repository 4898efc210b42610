// Candidates for a booking (docs/rules-and-messages.md): approved artists, those who do the variety first,
// then those available in the slot, then the nearest by pincode; busy ones are listed with the clash.
import { and, eq, ne, sql } from 'drizzle-orm';
import { artistVarietyFor, pincodeDistance, slotCovers, slotsOverlap, type Candidate } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { toArtist } from '../artists';
import type { BookingRow } from './bookings.repository';
import { customerBookings } from './bookings.schema';

export async function rankCandidates(deps: { db: Db }, booking: BookingRow): Promise<Candidate[]> {
  const { db } = deps;
  const approved = await db.select().from(artists).where(eq(artists.status, 'approved'));
  // Every confirmed booking on one of this booking's days, read once for all artists.
  const sameDays = await db
    .select()
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.status, 'confirmed'),
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
      const { uploadedDesigns: _designs, ...summary } = toArtist(artist);
      return {
        artist: summary,
        offersVariety: artist.mehendiVarieties.includes(variety),
        available: slotCovers(artist.availabilityTimeRange, booking.selectedTime),
        distance: pincode ? pincodeDistance(artist.pincode, pincode) : 2,
        busy: clash !== undefined,
        clash: clash
          ? {
              _id: clash.id,
              fullName: clash.fullName,
              selectedDates: clash.selectedDates,
              selectedTime: clash.selectedTime,
            }
          : null,
      };
    });
  const score = (c: Candidate) => [c.busy ? 1 : 0, c.offersVariety ? 0 : 1, c.available ? 0 : 1, c.distance];
  return candidates.sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
    return a.artist.fullName.localeCompare(b.artist.fullName);
  });
}
