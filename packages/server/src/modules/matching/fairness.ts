// Who is offered a booking first (docs/bookings.md#offers-to-artists): the suitable before the less
// suitable, and among equally suitable artists, fairness over the India-time month. Pure, so the console's
// "Why {name}?" shows the very facts the order came from.
import { createHash } from 'node:crypto';
import type { AssignmentExplanation } from '@mehendi/shared';

export type RankedCandidate = AssignmentExplanation['candidates'][number];

/** What a candidate brings before fairness: the ranking's facts and this month's counts. */
export type CandidateFacts = Omit<RankedCandidate, 'counted' | 'share' | 'calibration' | 'skipped'> & {
  /** When the artist became available this month (approved, or back from days off); null: all month. */
  activeSince: Date | null;
  /** Offered this booking before (any answer). */
  offeredThisBooking: boolean;
  declinedThisBooking: boolean;
};

export interface MonthFacts {
  /** When each of this month's accepted offers was accepted (any artist), for the calibration. */
  acceptedAt: readonly Date[];
  /** ARTIST_OFFERS_OPEN_MAX */
  openMax: number;
}

/**
 * A rating counts in whole stars, and only with three reviews or more (a newcomer is not behind for having
 * none): finer than that, the best rated would take every job and fairness would never decide.
 */
function ratingBand(rating: RankedCandidate['rating']): number {
  return rating && rating.count >= 3 ? Math.round(rating.average) : 4;
}

/** How suitable: lower first. Equal arrays are equally suitable, and fairness decides between them. */
function suitability(c: CandidateFacts): number[] {
  return [
    c.free ? 0 : 1,
    c.free && c.preferred ? 0 : 1,
    c.offersVariety ? 0 : 1,
    c.distance,
    -ratingBand(c.rating),
  ];
}

/** A number from the booking and artist ids, the same every time: the last tie-break, reproducible. */
function seededDraw(bookingId: string, artistId: string): number {
  return createHash('sha256').update(`${bookingId}:${artistId}`).digest().readUInt32BE(0);
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Every candidate in the order they would be offered `bookingId`, each with the fairness figures and, when
 * they are not offered it automatically, why. Fairness: weights (0 never), counted jobs = this month's
 * accepted plus a calibration for an artist who became available this month (their weighted share of the
 * jobs accepted before then), furthest below their weighted share of all counted jobs first, then the least
 * recently offered (never offered first), then a draw seeded by the booking id.
 */
export function orderForOffer(
  bookingId: string,
  candidates: readonly CandidateFacts[],
  month: MonthFacts,
): RankedCandidate[] {
  const totalWeight = candidates.reduce((sum, c) => sum + c.weight, 0) || 1;
  const withCalibration = candidates.map((c) => {
    const before = c.activeSince
      ? month.acceptedAt.filter((at) => at.getTime() < c.activeSince!.getTime()).length
      : 0;
    const calibration = round2((before * c.weight) / totalWeight);
    return { c, calibration, counted: c.monthJobs + calibration };
  });
  const totalCounted = withCalibration.reduce((sum, x) => sum + x.counted, 0);
  const ranked = withCalibration.map(({ c, calibration, counted }) => {
    const share = round2((c.weight / totalWeight) * totalCounted);
    const { activeSince: _a, offeredThisBooking, declinedThisBooking, ...shown } = c;
    const skipped: RankedCandidate['skipped'] = !c.free
      ? 'notFree'
      : c.weight === 0
        ? 'weightZero'
        : declinedThisBooking
          ? 'declined'
          : offeredThisBooking
            ? 'alreadyOffered'
            : c.openOffers >= month.openMax
              ? 'tooManyOpen'
              : null;
    const gap = c.weight === 0 ? Number.POSITIVE_INFINITY : counted - share;
    const lastOffered = c.lastOfferedAt ? Date.parse(c.lastOfferedAt) : 0;
    const key = [...suitability(c), gap, lastOffered, seededDraw(bookingId, c.artistId)];
    return { key, candidate: { ...shown, counted: round2(counted), share, calibration, skipped } };
  });
  return ranked.sort((a, b) => compare(a.key, b.key)).map((x) => x.candidate);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
