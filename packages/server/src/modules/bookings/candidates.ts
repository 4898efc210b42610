// Candidates for a booking (docs/bookings.md#places-and-availability): every approved artist, those free on
// all the booking's days first (their working week, days off and most jobs a day, counted by the place
// rule), the artist the customer asked for first among those, then those who offer the variety, the nearest
// by pincode, the best rated (published reviews; more reviews break a tie) and the fewest jobs those weeks.
// Artists who are not free are listed, not choosable, with why (and the clashing booking when there is one).
// At a season's size (5,000 artists, 100,000 bookings) it reads the artists without their designs, the
// bookings of the booking's weeks and the ratings grouped in the database: four narrow queries.
import { and, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  ASSIGNED_BOOKING_STATUSES,
  artistVarietyFor,
  pincodeDistance,
  slotsOverlap,
  type Candidate,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { approvedCandidateArtists } from '../artists';
import { publishedRatings } from '../reviews';
import type { BookingRow } from './bookings.repository';
import { customerBookings } from './bookings.schema';
import { artistFits } from './places.service';

type Clash = NonNullable<Candidate['clash']> & { artistId: string };

/** Every confirmed or in-progress booking with an artist on one of `booking`'s days, by artist. */
async function sameDayJobs(db: Db, booking: BookingRow): Promise<Map<string, Clash[]>> {
  const rows = await db
    .select({
      _id: customerBookings.id,
      fullName: customerBookings.fullName,
      selectedDates: customerBookings.selectedDates,
      selectedTime: customerBookings.selectedTime,
      artistId: customerBookings.artistId,
    })
    .from(customerBookings)
    .where(
      and(
        inArray(customerBookings.status, [...ASSIGNED_BOOKING_STATUSES]),
        ne(customerBookings.id, booking.id),
        isNotNull(customerBookings.artistId),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${JSON.stringify(booking.selectedDates)}::jsonb))`,
      ),
    );
  const byArtist = new Map<string, Clash[]>();
  for (const row of rows) {
    const job = { ...row, artistId: row.artistId! };
    const jobs = byArtist.get(job.artistId);
    if (jobs) jobs.push(job);
    else byArtist.set(job.artistId, [job]);
  }
  return byArtist;
}

export async function rankCandidates(deps: { db: Db }, booking: BookingRow): Promise<Candidate[]> {
  const { db } = deps;
  const approved = (await approvedCandidateArtists(db)).filter(({ artist }) => artist._id !== booking.artistId);
  const [fits, sameDays, ratings] = await Promise.all([
    artistFits(
      db,
      booking,
      approved.map(({ week }) => week),
      booking.id,
    ),
    sameDayJobs(db, booking),
    publishedRatings(db),
  ]);
  const variety = artistVarietyFor(booking.mehendiVariety);
  const pincode = booking.venuePincode;
  const candidates = approved.map(({ artist }): Candidate => {
    const clash = sameDays
      .get(artist._id)
      ?.find((other) => slotsOverlap(other.selectedTime, booking.selectedTime));
    const fit = fits.get(artist._id) ?? { unfree: null, weekJobs: 0 };
    const reason = fit.unfree?.reason;
    return {
      artist,
      offersVariety: artist.mehendiVarieties.includes(variety),
      // Works the slot on every day (not off, the weekday and slot in their week).
      available: reason !== 'dayOff' && reason !== 'notWorking',
      distance: pincode ? pincodeDistance(artist.pincode, pincode) : 2,
      busy: clash !== undefined || reason === 'full',
      clash: clash
        ? {
            _id: clash._id,
            fullName: clash.fullName,
            selectedDates: clash.selectedDates,
            selectedTime: clash.selectedTime,
          }
        : null,
      free: fit.unfree === null && clash === undefined,
      unavailable: fit.unfree,
      weekJobs: fit.weekJobs,
      rating: ratings.get(artist._id) ?? null,
      preferred: artist._id === booking.preferredArtistId,
    };
  });
  // Lower ranks first: the preferred artist leads only among the free (a wish cannot make her free); a
  // rating counts after availability, variety and distance (higher average, then more reviews, first).
  const score = (c: Candidate) => [
    c.free ? 0 : 1,
    c.free && c.preferred ? 0 : 1,
    c.offersVariety ? 0 : 1,
    c.distance,
    -(c.rating?.average ?? 0),
    -(c.rating?.count ?? 0),
    c.weekJobs,
  ];
  return candidates
    .map((candidate) => ({ candidate, rank: score(candidate) }))
    .sort((a, b) => {
      for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
      return a.candidate.artist.fullName.localeCompare(b.candidate.artist.fullName);
    })
    .map(({ candidate }) => candidate);
}
