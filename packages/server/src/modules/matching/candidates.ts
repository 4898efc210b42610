// Candidates for a booking (docs/bookings.md#places-and-availability): the approved artists, those free on
// all the booking's days first (their working week, days off and most jobs a day, counted by the place
// rule), the artist the customer asked for first among those, then those who offer the variety, the nearest
// by pincode, the best rated (published reviews; more reviews break a tie) and the fewest jobs those weeks;
// the first CANDIDATES_LISTED of them. Artists who are not free are listed, not choosable, with why (and
// the clashing booking when there is one). At a season's size (5,000 artists, 100,000 bookings) every
// artist is ranked from narrow facts read as one row of JSON each, and only the listed are read in full.
import { CANDIDATES_LISTED, artistVarietyFor, pincodeDistance, type Candidate } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { approvedArtistsRanked, candidateArtistsById } from '../artists';
import { publishedRatings } from '../reviews';
import type { BookingRow } from '../bookings';
import { artistFits } from '../places/places.service';

type Ranked = Omit<Candidate, 'artist'> & { id: string; fullName: string };

/**
 * The first CANDIDATES_LISTED approved artists for `booking`, best first, and the artist the customer
 * asked for wherever she ranks. All are ranked from narrow facts; only those listed are read in full.
 */
export async function rankCandidates(deps: { db: Db }, booking: BookingRow): Promise<Candidate[]> {
  const { db } = deps;
  const approved = (await approvedArtistsRanked(db)).filter((artist) => artist.id !== booking.artistId);
  const [fits, ratings] = await Promise.all([
    artistFits(db, booking, approved, booking.id),
    publishedRatings(db),
  ]);
  const variety = artistVarietyFor(booking.mehendiVariety);
  const pincode = booking.venuePincode;
  const ranked = approved.map((artist): Ranked => {
    const fit = fits.get(artist.id) ?? { unfree: null, clash: null, weekJobs: 0 };
    const { clash } = fit;
    const reason = fit.unfree?.reason;
    return {
      id: artist.id,
      fullName: artist.fullName,
      offersVariety: artist.varieties.includes(variety),
      // Works the slot on every day (not off, the weekday and slot in their week).
      available: reason !== 'dayOff' && reason !== 'notWorking',
      distance: pincode ? pincodeDistance(artist.pincode, pincode) : 2,
      busy: clash !== null || reason === 'full',
      clash,
      free: fit.unfree === null && clash === null,
      unavailable: fit.unfree,
      weekJobs: fit.weekJobs,
      rating: ratings.get(artist.id) ?? null,
      preferred: artist.id === booking.preferredArtistId,
      weekly: artist.availability.weekly,
    };
  });
  // Lower ranks first: the preferred artist leads only among the free (a wish cannot make her free); a
  // rating counts after availability, variety and distance (higher average, then more reviews, first).
  const score = (c: Ranked) => [
    c.free ? 0 : 1,
    c.free && c.preferred ? 0 : 1,
    c.offersVariety ? 0 : 1,
    c.distance,
    -(c.rating?.average ?? 0),
    -(c.rating?.count ?? 0),
    c.weekJobs,
  ];
  // A stable sort of artists in name order (approvedArtistsRanked): equal ranks stay by name.
  const ordered = ranked
    .map((candidate) => ({ candidate, rank: score(candidate) }))
    .sort((a, b) => {
      for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
      return 0;
    })
    .map(({ candidate }) => candidate);
  const listed = ordered.slice(0, CANDIDATES_LISTED);
  const wished = ordered.slice(CANDIDATES_LISTED).find((candidate) => candidate.preferred);
  if (wished) listed.push(wished);
  const shown = await candidateArtistsById(
    db,
    listed.map((candidate) => candidate.id),
  );
  return listed.flatMap(({ id, fullName: _name, ...facts }) => {
    const artist = shown.get(id);
    // An artist deleted between the two reads is left out.
    return artist ? [{ artist, ...facts }] : [];
  });
}
