// Browsers' push subscriptions and the push outbox (docs/messaging.md#push). A push is written in the
// transaction of the change that causes it, one row per subscription of its recipient; the worker
// (push.worker.ts) claims each row as sms_outbox's texts are claimed, so two processes never send it twice.
import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PushPayload, PushSubscriptionInput } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists/artists.schema';
import { pushOutbox, pushSubscriptions } from './push.schema';

export type PushRow = typeof pushOutbox.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Whose browser: an artist's or an admin's (every admin hears the owner's pushes). */
export type PushOwner = { artistId: string } | { adminId: string };

/** Saves the browser's subscription for `owner`; the same endpoint again takes the new keys and owner. */
export async function saveSubscription(
  db: Db,
  owner: PushOwner,
  subscription: PushSubscriptionInput,
): Promise<void> {
  const row = {
    artistId: 'artistId' in owner ? owner.artistId : null,
    adminId: 'adminId' in owner ? owner.adminId : null,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  // A browser signed in as someone else now gets that person's pushes, not the earlier one's.
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { artistId: row.artistId, adminId: row.adminId, p256dh: row.p256dh, auth: row.auth },
    });
}

/** Removes `owner`'s subscription of `endpoint`; false when they have none (another's, or unknown). */
export async function deleteSubscription(db: Db, owner: PushOwner, endpoint: string): Promise<boolean> {
  const ownedBy =
    'artistId' in owner
      ? eq(pushSubscriptions.artistId, owner.artistId)
      : eq(pushSubscriptions.adminId, owner.adminId);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Whether the artist has a browser that takes pushes (then an offer goes by push first). */
export async function artistHasSubscription(db: Db, artistId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.artistId, artistId))
    .limit(1);
  return row !== undefined;
}

/** A push to write: what it shows, and how the push service keeps it. */
export interface OutgoingPush {
  kind: string;
  bookingId?: string;
  payload: PushPayload;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  topic?: string;
  /** Not sent after this (an offer's end; a day by the database's clock for the others). */
  expiresAt: Date | SQL;
}

/** Who a push is for: an artist by id or by their number (a text's recipient), or every admin. */
export type PushRecipient = { artistId: string } | { artistPhone: string } | 'admins';

/**
 * Writes `push` once per subscription of `to`, in the caller's transaction; how many (0 when they take no
 * pushes). Due at once by the database's clock, as a text is.
 */
export async function enqueuePush(db: Db, to: PushRecipient, push: OutgoingPush): Promise<number> {
  const whose =
    to === 'admins'
      ? isNotNull(pushSubscriptions.adminId)
      : 'artistId' in to
        ? eq(pushSubscriptions.artistId, to.artistId)
        : inArray(
            pushSubscriptions.artistId,
            db.select({ id: artists.id }).from(artists).where(eq(artists.phone, to.artistPhone)),
          );
  const subscriptions = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(whose);
  if (subscriptions.length === 0) return 0;
  await db.insert(pushOutbox).values(
    subscriptions.map(({ id }) => ({
      subscriptionId: id,
      bookingId: push.bookingId ?? null,
      kind: push.kind,
      payload: push.payload,
      ttlSeconds: push.ttlSeconds,
      urgency: push.urgency,
      topic: push.topic ?? null,
      expiresAt: push.expiresAt,
    })),
  );
  return subscriptions.length;
}

/** A claimed push with the subscription it goes to. */
export interface ClaimedPush {
  push: PushRow;
  subscription: SubscriptionRow;
}

/**
 * Takes the oldest due push and hides it from every worker for `leaseMs` (its attempt counted), in one
 * statement, as claimDueText does: a worker that dies after this leaves it to be taken again later.
 */
export async function claimDuePush(db: Db, leaseMs: number, now: Date): Promise<ClaimedPush | null> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(and(eq(pushOutbox.status, 'queued'), lte(pushOutbox.nextAttemptAt, now)))
    .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [push] = await db
    .update(pushOutbox)
    .set({ attempts: sql`${pushOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(pushOutbox.id, due))
    .returning();
  if (!push) return null;
  const [subscription] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, push.subscriptionId));
  // Deleted meanwhile: its pushes went with it (cascade), this one too.
  return subscription ? { push, subscription } : null;
}

export async function markPushSent(db: Db, claimed: ClaimedPush, now: Date): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(pushOutbox.id, claimed.push.id));
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: now })
    .where(eq(pushSubscriptions.id, claimed.subscription.id));
}

/** A push that ended unsent: `expired` (its time passed) or `failed` (no more tries). */
export async function markPushEnded(
  db: Db,
  id: string,
  status: 'expired' | 'failed',
  error: string,
): Promise<void> {
  await db.update(pushOutbox).set({ status, lastError: error }).where(eq(pushOutbox.id, id));
}

export async function retryPushLater(db: Db, id: string, error: string, at: Date): Promise<void> {
  await db.update(pushOutbox).set({ lastError: error, nextAttemptAt: at }).where(eq(pushOutbox.id, id));
}

/** The browser dropped the subscription (404/410): it goes, with every push still queued for it. */
export async function removeSubscription(db: Db, subscriptionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}
