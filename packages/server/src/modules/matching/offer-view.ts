// An offer as the artist sees it (My work, the one-tap page): the job without the customer's name, number
// or address.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { firstNameOf, indiaMonth, localityOf, type ArtistOffer, type OfferStats } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { customerBookings, estimateOf, type BookingRow } from '../bookings';
import { artistOffers, type OfferRow } from './offers.schema';

export function toArtistOffer(
  offer: OfferRow,
  booking: BookingRow,
  artist: { fullName: string; language: string | null },
  now: Date,
): ArtistOffer {
  const lapsed = offer.answer === null && offer.expiresAt <= now;
  return {
    bookingId: booking.id,
    selectedDates: booking.selectedDates,
    selectedTime: booking.selectedTime,
    mehendiVariety: booking.mehendiVariety,
    locality: booking.venuePincode ? localityOf(booking.venuePincode) : null,
    pincode: booking.venuePincode,
    guestCount: booking.guestCount,
    includeSiders: booking.includeSiders,
    estimate: estimateOf(booking),
    offeredAt: offer.offeredAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    state: lapsed ? 'expired' : (offer.answer ?? 'open'),
    artistFirstName: firstNameOf(artist.fullName),
    language: artist.language,
    // A team's seat (docs/bookings.md#team-bookings): the bridal seats are the first ones.
    team:
      offer.seat === null
        ? null
        : { artistsNeeded: booking.teamSize, role: offer.seat < booking.brides ? 'bridal' : 'guests' },
  };
}

/** An offer with its booking and artist, for the one-tap page. */
export async function offerWithJob(db: Db, offer: OfferRow, now: Date): Promise<ArtistOffer | null> {
  const [found] = await db
    .select({ booking: customerBookings, fullName: artists.fullName, language: artists.language })
    .from(customerBookings)
    .innerJoin(artists, eq(artists.id, offer.artistId))
    .where(eq(customerBookings.id, offer.bookingId));
  return found ? toArtistOffer(offer, found.booking, found, now) : null;
}

/** The artist's offers of the last two weeks, open ones first, then newest. */
export async function offersOfArtist(
  db: Db,
  artist: { id: string; fullName: string; language: string | null },
  now: Date,
): Promise<ArtistOffer[]> {
  const since = new Date(now.getTime() - 14 * 24 * 3600_000);
  const rows = await db
    .select({ offer: artistOffers, booking: customerBookings })
    .from(artistOffers)
    .innerJoin(customerBookings, eq(customerBookings.id, artistOffers.bookingId))
    .where(and(eq(artistOffers.artistId, artist.id), gte(artistOffers.offeredAt, since)))
    .orderBy(desc(artistOffers.offeredAt))
    .limit(50);
  const offers = rows.map((row) => toArtistOffer(row.offer, row.booking, artist, now));
  return [...offers.filter((o) => o.state === 'open'), ...offers.filter((o) => o.state !== 'open')];
}

/** Each artist's offers this India-time month: offered, accepted, declined, expired and response rate. */
export async function offerStatsOf(
  db: Db,
  artistIds: readonly string[],
  now: Date,
): Promise<Map<string, OfferStats>> {
  const stats = new Map<string, OfferStats>();
  if (artistIds.length === 0) return stats;
  const rows = await db
    .select({
      artistId: artistOffers.artistId,
      answer: artistOffers.answer,
      expiresAt: artistOffers.expiresAt,
    })
    .from(artistOffers)
    .where(
      and(inArray(artistOffers.artistId, [...artistIds]), gte(artistOffers.offeredAt, indiaMonth(now).from)),
    );
  for (const id of artistIds)
    stats.set(id, { offered: 0, accepted: 0, declined: 0, expired: 0, responseRate: null });
  for (const row of rows) {
    const s = stats.get(row.artistId)!;
    s.offered += 1;
    if (row.answer === 'accepted') s.accepted += 1;
    else if (row.answer === 'declined') s.declined += 1;
    else if (row.answer === 'expired' || (row.answer === null && row.expiresAt <= now)) s.expired += 1;
  }
  for (const s of stats.values()) {
    // Withdrawn and still-open offers could not (yet) be answered: they count neither way.
    const answerable = s.accepted + s.declined + s.expired;
    s.responseRate = answerable > 0 ? Math.round(((s.accepted + s.declined) / answerable) * 100) / 100 : null;
  }
  return stats;
}
