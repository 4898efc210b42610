// Private calendar subscription addresses (docs/bookings.md#calendar-subscriptions): a random secret of
// 256 bits is the address's only key; the database keeps its SHA-256, so a copy of the database opens no
// feed. Asking again replaces the hash, which ends the old address.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { ASSIGNED_BOOKING_STATUSES } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import type { BookingRow } from '../bookings';
import { customerBookings } from '../bookings/bookings.schema';
import { seatedIn } from '../team';
import { calendarFeeds } from './calendar-feeds.schema';
import type { FeedJob } from './jobs-calendar';

export type FeedOwner = { artistId: string } | { adminId: string };

/** The secret's form in an address: 43 characters of base64url. */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret for `owner`, replacing (and so ending) the one before. */
export async function renewFeedSecret(db: Db, owner: FeedOwner): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await endFeed(tx, owner);
    await tx.insert(calendarFeeds).values({ ...owner, secretHash: hashOf(secret) });
  });
  return secret;
}

/**
 * Ends `owner`'s address, in the caller's transaction: an admin's when their password changes, an
 * artist's when they are rejected, re-apply or are deleted. A new one can be asked for afterwards.
 */
export async function endFeed(db: Db, owner: FeedOwner): Promise<void> {
  await db
    .delete(calendarFeeds)
    .where(
      'artistId' in owner
        ? eq(calendarFeeds.artistId, owner.artistId)
        : eq(calendarFeeds.adminId, owner.adminId),
    );
}

export interface Feed {
  jobs: FeedJob[];
  /** The artist's language for an artist's feed; null (English) for the admins'. */
  language: string | null;
}

const upcomingFirst = [asc(customerBookings.selectedDates), asc(customerBookings.id)];

/** The feed an address opens, or null for one that does not exist (or was renewed). */
export async function readFeed(db: Db, secret: string): Promise<Feed | null> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashOf(secret)))
    .limit(1);
  if (!feed) return null;
  const assigned = inArray(customerBookings.status, [...ASSIGNED_BOOKING_STATUSES]);
  if (feed.artistId) {
    const [artist] = await db.select().from(artists).where(eq(artists.id, feed.artistId)).limit(1);
    if (!artist) return null;
    const rows = await db
      .select()
      .from(customerBookings)
      // Their own jobs and the team jobs they hold a seat of.
      .where(
        and(or(eq(customerBookings.artistId, artist.id), seatedIn(customerBookings.id, artist.id)), assigned),
      )
      .orderBy(...upcomingFirst);
    return { jobs: rows.map((booking) => ({ booking, artistName: null })), language: artist.language };
  }
  const rows: { booking: BookingRow; artistName: string | null }[] = await db
    .select({ booking: customerBookings, artistName: artists.fullName })
    .from(customerBookings)
    .leftJoin(artists, eq(artists.id, customerBookings.artistId))
    .where(assigned)
    .orderBy(...upcomingFirst);
  return { jobs: rows, language: null };
}
