// Reviews of completed bookings (issue 27; docs/api.md#reviews): only the booking's verified number writes
// one, one per booking, changeable for 7 days; admins publish or hide them.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, REVIEW_RULES, type ReviewModeration, type ReviewStatus } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { lockUntilCommit } from '../../db/transaction-lock';
import { refuse, success, type Outcome } from '../../http/outcome';
import type { ProcessedImage } from '../../images/image-pipeline';
import { deleteFiles, deleteFilesQuietly, storeImage } from '../../images/stored-image';
import { REVIEW_LIMITS } from '../../limits';
import type { Storage } from '../../storage/storage';
import { admins } from '../../auth/auth.schema';
import { customerBookings, type BookingRow } from '../bookings/bookings.schema';
import { deleteReviewRowsOf, findReview, findReviewOfBooking, type ReviewRow } from './reviews.repository';
import { reviews, type StoredReviewPhoto } from './reviews.schema';

export const REVIEWS_FOLDER = 'reviews';
// Advisory lock namespace: one per verified number, so its hourly limit is counted one post at a time.
const REVIEW_LIMIT_LOCK = 724_31_027;

export interface ReviewDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

export interface ReviewFields {
  stars: number;
  text: string;
}

/** The booking a number may review: its own and completed; anything else reads as missing (404). */
export async function reviewableBooking(
  db: Db,
  loginNumber: string,
  bookingId: string,
): Promise<BookingRow | null> {
  const [booking] = await db
    .select()
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.id, bookingId),
        eq(customerBookings.loginNumber, loginNumber),
        eq(customerBookings.status, 'completed'),
      ),
    )
    .limit(1);
  return booking ?? null;
}

/** Whether the number has posted its reviews for the hour (checked again under a lock on insert). */
async function postsInLastHour(db: Db, loginNumber: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REVIEW_LIMITS.perPhone.windowMs);
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.loginNumber, loginNumber), gt(reviews.createdAt, since)));
  return row?.value ?? 0;
}

/** Cheap refusals first, before any photo is re-encoded: 404, 409 for a second review, 429 at the limit. */
export async function checkNewReview(
  db: Db,
  loginNumber: string,
  bookingId: string,
): Promise<Outcome<BookingRow>> {
  const booking = await reviewableBooking(db, loginNumber, bookingId);
  if (!booking) return refuse(404, MESSAGES.notFound);
  if (await findReviewOfBooking(db, booking.id)) return refuse(409, MESSAGES.reviewExists);
  if ((await postsInLastHour(db, loginNumber, new Date())) >= REVIEW_LIMITS.perPhone.max)
    return refuse(429, MESSAGES.reviewLimit, { retryAfterSeconds: REVIEW_LIMITS.perPhone.windowMs / 1000 });
  return success(booking);
}

async function storePhotos(
  storage: Storage,
  photos: readonly ProcessedImage[],
): Promise<StoredReviewPhoto[]> {
  const stored: StoredReviewPhoto[] = [];
  try {
    for (const photo of photos) {
      const image = await storeImage(storage, REVIEWS_FOLDER, photo);
      stored.push({
        imagePath: image.imagePath,
        thumbPath: image.thumbPath,
        keys: [image.imageKey, image.thumbKey],
      });
    }
  } catch (error) {
    await deleteFiles(
      storage,
      stored.flatMap((photo) => photo.keys),
    ).catch(() => undefined);
    throw error;
  }
  return stored;
}

const keysOf = (photos: readonly StoredReviewPhoto[]) => photos.flatMap((photo) => photo.keys);

class Refused extends Error {
  constructor(readonly refusal: ReturnType<typeof refuse>) {
    super(refusal.message);
  }
}

/**
 * Stores the review of `booking` (checked by checkNewReview): the photos first, then the row, under the
 * number's lock so its hourly limit holds across processes; the booking's unique index decides two posts
 * at once. On a refusal the photos are removed again.
 */
export async function postReview(
  deps: ReviewDeps,
  booking: BookingRow,
  fields: ReviewFields,
  photos: readonly ProcessedImage[],
): Promise<Outcome<ReviewRow>> {
  const stored = await storePhotos(deps.storage, photos);
  const now = new Date();
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockUntilCommit(tx, REVIEW_LIMIT_LOCK, booking.loginNumber);
      // Read again under the lock: "delete my data" takes it too, and may have removed the booking since.
      if (!(await reviewableBooking(tx, booking.loginNumber, booking.id)))
        throw new Refused(refuse(404, MESSAGES.notFound));
      if ((await postsInLastHour(tx, booking.loginNumber, now)) >= REVIEW_LIMITS.perPhone.max)
        throw new Refused(
          refuse(429, MESSAGES.reviewLimit, { retryAfterSeconds: REVIEW_LIMITS.perPhone.windowMs / 1000 }),
        );
      const [inserted] = await tx
        .insert(reviews)
        .values({
          bookingId: booking.id,
          loginNumber: booking.loginNumber,
          artistId: booking.artistId,
          stars: fields.stars,
          text: fields.text,
          photos: stored,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: reviews.bookingId })
        .returning();
      if (!inserted) throw new Refused(refuse(409, MESSAGES.reviewExists));
      return inserted;
    });
    return success(row);
  } catch (error) {
    await deleteFiles(deps.storage, keysOf(stored)).catch(() => undefined);
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** The number's review of the booking while it may still be changed: 404 without one, 409 after 7 days. */
export async function checkEdit(db: Db, loginNumber: string, bookingId: string): Promise<Outcome<ReviewRow>> {
  const booking = await reviewableBooking(db, loginNumber, bookingId);
  const review = booking ? await findReviewOfBooking(db, booking.id) : null;
  if (!review) return refuse(404, MESSAGES.notFound);
  if (Date.now() > review.createdAt.getTime() + REVIEW_RULES.editWindowMs)
    return refuse(409, MESSAGES.reviewEditClosed);
  return success(review);
}

/**
 * Changes the review's stars and text, and its photos when new ones are sent. The row is locked while it
 * changes, so of two edits at once the second replaces the first's photos, and only the files a change
 * replaced are deleted (after its commit). A review deleted meanwhile ("delete my data") answers 404 and
 * keeps none of the new files. A changed review is checked again, so it goes back to pending.
 */
export async function editReview(
  deps: ReviewDeps,
  reviewId: string,
  fields: ReviewFields,
  photos: readonly ProcessedImage[],
): Promise<Outcome<ReviewRow>> {
  const stored = photos.length > 0 ? await storePhotos(deps.storage, photos) : null;
  let edited: { row: ReviewRow; replaced: StoredReviewPhoto[] } | null;
  try {
    edited = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!current) return null;
      const [row] = await tx
        .update(reviews)
        .set({
          stars: fields.stars,
          text: fields.text,
          ...(stored ? { photos: stored } : {}),
          status: 'pending',
          updatedAt: new Date(),
        })
        .where(eq(reviews.id, reviewId))
        .returning();
      return { row: row!, replaced: stored ? current.photos : [] };
    });
  } catch (error) {
    if (stored) await deleteFiles(deps.storage, keysOf(stored)).catch(() => undefined);
    throw error;
  }
  if (!edited) {
    if (stored) await deleteFiles(deps.storage, keysOf(stored)).catch(() => undefined);
    return refuse(404, MESSAGES.notFound);
  }
  if (edited.replaced.length > 0)
    await deleteFilesQuietly(deps.storage, deps.log, keysOf(edited.replaced), 'an edited review');
  return success(edited.row);
}

/**
 * Deletes every review of a number in the caller's transaction ("delete my data"); answers their photos'
 * storage keys. Under the number's review lock, so no review is posted between this and the deletion of
 * the bookings, whose cascade would take it without its photos; an edit in progress holds the row, so
 * this waits for it and answers the photos it left.
 */
export async function deleteReviewsOf(tx: Db, loginNumber: string): Promise<string[]> {
  await lockUntilCommit(tx, REVIEW_LIMIT_LOCK, loginNumber);
  return deleteReviewRowsOf(tx, loginNumber);
}

/** Publishes or hides a review, recording which admin, when and why; hidden reviews are kept. */
export async function moderateReview(
  deps: { db: Db },
  id: string,
  adminId: string,
  moderation: ReviewModeration,
): Promise<Outcome<ReviewRow>> {
  if (!(await findReview(deps.db, id))) return refuse(404, MESSAGES.notFound);
  const [admin] = await deps.db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  const [row] = await deps.db
    .update(reviews)
    .set({
      status: moderation.status satisfies ReviewStatus,
      moderatedBy: admin?.email ?? adminId,
      moderatedAt: new Date(),
      moderationReason: moderation.reason ?? '',
    })
    .where(eq(reviews.id, id))
    .returning();
  return row ? success(row) : refuse(404, MESSAGES.notFound);
}
