import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  REVIEW_RULES,
  type AdminReview,
  type PublicReview,
  type Review,
  type ReviewStatus,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { customerBookings, type BookingRow } from '../bookings/bookings.schema';
import { reviews } from './reviews.schema';

export type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    stars: row.stars,
    text: row.text,
    photos: row.photos.map((photo) => photo.imagePath),
    thumbs: row.photos.map((photo) => photo.thumbPath),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: new Date(row.createdAt.getTime() + REVIEW_RULES.editWindowMs).toISOString(),
  };
}

/** The booked day's month, 'YYYY-MM': a profile says when, never who. */
function serviceMonth(booking: Pick<BookingRow, 'selectedDates'>): string {
  const first = [...booking.selectedDates].sort()[0] ?? '';
  return first.slice(0, 7);
}

export function toPublicReview(row: ReviewRow, booking: Pick<BookingRow, 'selectedDates'>): PublicReview {
  const review = toReview(row);
  return {
    stars: review.stars,
    text: review.text,
    photos: review.photos,
    thumbs: review.thumbs,
    month: serviceMonth(booking),
    verified: true,
  };
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export async function findReviewOfBooking(db: Db, bookingId: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId)).limit(1);
  return row ?? null;
}

export function reviewsOfNumber(db: Db, loginNumber: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.loginNumber, loginNumber))
    .orderBy(desc(reviews.createdAt));
}

// The console's list is the newest 200 of a status: moderation keeps it short.
const ADMIN_LIST_LIMIT = 200;

export async function listForAdmin(db: Db, status: ReviewStatus | undefined): Promise<AdminReview[]> {
  const rows = await db
    .select({
      review: reviews,
      booking: customerBookings,
      artist: { id: artists.id, fullName: artists.fullName },
    })
    .from(reviews)
    .innerJoin(customerBookings, eq(customerBookings.id, reviews.bookingId))
    .leftJoin(artists, eq(artists.id, reviews.artistId))
    .where(status ? eq(reviews.status, status) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(({ review, booking, artist }) => toAdminReview(review, booking, artist));
}

export async function adminReviewById(db: Db, id: string): Promise<AdminReview | null> {
  const [row] = await db
    .select({
      review: reviews,
      booking: customerBookings,
      artist: { id: artists.id, fullName: artists.fullName },
    })
    .from(reviews)
    .innerJoin(customerBookings, eq(customerBookings.id, reviews.bookingId))
    .leftJoin(artists, eq(artists.id, reviews.artistId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ? toAdminReview(row.review, row.booking, row.artist) : null;
}

function toAdminReview(
  review: ReviewRow,
  booking: BookingRow,
  artist: { id: string; fullName: string } | null,
): AdminReview {
  return {
    ...toReview(review),
    booking: {
      fullName: booking.fullName,
      mehendiVariety: booking.mehendiVariety,
      selectedDates: booking.selectedDates,
    },
    artist: artist ? { _id: artist.id, fullName: artist.fullName } : null,
    moderation:
      review.moderatedBy && review.moderatedAt
        ? {
            by: review.moderatedBy,
            at: review.moderatedAt.toISOString(),
            reason: review.moderationReason ?? '',
          }
        : null,
  };
}

/** Published reviews of the artists, newest first, with the booking's days for the month. */
export async function publishedReviewsOf(
  db: Db,
  artistIds: readonly string[],
): Promise<{ review: ReviewRow; selectedDates: string[] }[]> {
  if (artistIds.length === 0) return [];
  return db
    .select({ review: reviews, selectedDates: customerBookings.selectedDates })
    .from(reviews)
    .innerJoin(customerBookings, eq(customerBookings.id, reviews.bookingId))
    .where(and(inArray(reviews.artistId, [...artistIds]), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * Every artist's published rating (average to one decimal, count), by artist id; an artist without a
 * published review is absent. One grouped read of the partial index reviews_published_stars_idx, so the
 * console's candidates stay fast with a season of reviews.
 */
export async function publishedRatings(db: Db): Promise<Map<string, { average: number; count: number }>> {
  const grouped = db
    .select({
      artistId: sql<string>`${reviews.artistId}`.as('artist_id'),
      sum: sql<number>`sum(${reviews.stars})::int`.as('sum'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(reviews)
    .where(and(eq(reviews.status, 'published'), isNotNull(reviews.artistId)))
    .groupBy(reviews.artistId)
    .as('grouped');
  // One row of JSON: thousands of artists' figures decode faster as one text than as rows.
  const [found] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_array(${grouped.artistId}, ${grouped.sum}, ${grouped.count})), '[]')::text`,
    })
    .from(grouped);
  return new Map(
    (JSON.parse(found?.list ?? '[]') as [string, number, number][]).map(([artistId, sum, count]) => [
      artistId,
      { average: Math.round((sum / count) * 10) / 10, count },
    ]),
  );
}

/** Deletes every review of a number (in the caller's transaction); answers their photos' storage keys. */
/** Deletes the review of booking `bookingId`, if any; returns its photos' storage keys. */
export async function deleteReviewRowOfBooking(tx: Db, bookingId: string): Promise<string[]> {
  const rows = await tx.delete(reviews).where(eq(reviews.bookingId, bookingId)).returning();
  return rows.flatMap((row) => row.photos.flatMap((photo) => photo.keys));
}

export async function deleteReviewRowsOf(tx: Db, loginNumber: string): Promise<string[]> {
  const rows = await tx.delete(reviews).where(eq(reviews.loginNumber, loginNumber)).returning();
  return rows.flatMap((row) => row.photos.flatMap((photo) => photo.keys));
}
