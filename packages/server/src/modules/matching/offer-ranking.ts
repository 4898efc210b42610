// The candidates of a booking in the order offers go to them (docs/bookings.md#offers-to-artists): the
// console's ranking (rankCandidates: free, wish, variety, distance, rating) with each artist's weight and
// this India-time month's offers, ordered by fairness.ts.
import { and, count, eq, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import { IST_OFFSET_MS, indiaMonth, type DayOff } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { artistAvailability } from '../artists/availability.schema';
import type { BookingRow } from '../bookings';
import { rankCandidates } from './candidates';
import { orderForOffer, type RankedCandidate } from './fairness';
import { artistOffers, type OfferRow } from './offers.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an artist became available this month: approved this month, or back from days off that ended this
 * month (the day after the last day off); null when available since before the month began.
 */
export function activeSinceThisMonth(
  approvedAt: Date | null,
  daysOff: readonly DayOff[],
  month: { from: Date },
  now: Date,
): Date | null {
  const ends = daysOff
    .map((range) => new Date(Date.parse(`${range.to.slice(0, 10)}T00:00:00.000Z`) + DAY_MS - IST_OFFSET_MS))
    .filter((back) => back <= now);
  const since = [approvedAt, ...ends]
    .filter((at): at is Date => at !== null)
    .reduce<Date | null>((latest, at) => (!latest || at > latest ? at : latest), null);
  return since && since > month.from ? since : null;
}

/** Every candidate of `booking` in offer order, with the facts that placed them. */
export async function candidatesInOrder(
  db: Db,
  booking: BookingRow,
  offersOfBooking: readonly OfferRow[],
  now: Date,
  openMax: number,
): Promise<RankedCandidate[]> {
  const ranked = await rankCandidates({ db }, booking);
  const ids = ranked.map((c) => c.artist._id);
  if (ids.length === 0) return [];
  const month = indiaMonth(now);
  const [settings, jobs, last, open, acceptedAt] = await Promise.all([
    db
      .select({
        id: artists.id,
        weight: artists.offerWeight,
        autoAccept: artists.autoAccept,
        approvedAt: artists.reviewedAt,
        daysOff: artistAvailability.daysOff,
      })
      .from(artists)
      .leftJoin(artistAvailability, eq(artistAvailability.artistId, artists.id))
      .where(inArray(artists.id, ids)),
    db
      .select({ id: artistOffers.artistId, n: count() })
      .from(artistOffers)
      .where(
        and(
          inArray(artistOffers.artistId, ids),
          eq(artistOffers.answer, 'accepted'),
          gte(artistOffers.answeredAt, month.from),
        ),
      )
      .groupBy(artistOffers.artistId),
    db
      .select({ id: artistOffers.artistId, at: max(artistOffers.offeredAt) })
      .from(artistOffers)
      .where(inArray(artistOffers.artistId, ids))
      .groupBy(artistOffers.artistId),
    db
      .select({ id: artistOffers.artistId, n: count() })
      .from(artistOffers)
      .where(and(inArray(artistOffers.artistId, ids), isNull(artistOffers.answer)))
      .groupBy(artistOffers.artistId),
    db
      .select({ at: artistOffers.answeredAt })
      .from(artistOffers)
      .where(and(eq(artistOffers.answer, 'accepted'), gte(artistOffers.answeredAt, month.from)))
      .orderBy(sql`1`),
  ]);
  const settingsOf = new Map(settings.map((row) => [row.id, row]));
  const jobsOf = new Map(jobs.map((row) => [row.id, row.n]));
  const lastOf = new Map(last.map((row) => [row.id, row.at]));
  const openOf = new Map(open.map((row) => [row.id, row.n]));
  const answered = new Map(offersOfBooking.map((offer) => [offer.artistId, offer.answer]));
  const facts = ranked.map((c) => {
    const own = settingsOf.get(c.artist._id);
    const notFree = c.free ? null : c.clash ? ('clash' as const) : (c.unavailable?.reason ?? 'full');
    const lastOffered = lastOf.get(c.artist._id);
    return {
      artistId: c.artist._id,
      fullName: c.artist.fullName,
      free: c.free,
      notFree,
      preferred: c.preferred,
      offersVariety: c.offersVariety,
      distance: c.distance,
      rating: c.rating,
      monthJobs: jobsOf.get(c.artist._id) ?? 0,
      weight: own?.weight ?? 1,
      lastOfferedAt: lastOffered ? lastOffered.toISOString() : null,
      openOffers: openOf.get(c.artist._id) ?? 0,
      autoAccept: own?.autoAccept ?? false,
      activeSince: own ? activeSinceThisMonth(own.approvedAt, own.daysOff ?? [], month, now) : null,
      offeredThisBooking: answered.has(c.artist._id),
      declinedThisBooking: answered.get(c.artist._id) === 'declined',
    };
  });
  return orderForOffer(booking.id, facts, {
    acceptedAt: acceptedAt.flatMap((row) => (row.at ? [row.at] : [])),
    openMax,
  });
}
