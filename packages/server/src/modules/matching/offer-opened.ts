// An offer pushed to the artist's phone is texted only if they do not open it in time
// (docs/messaging.md#push): My work and the one-tap page record when the artist first saw it, and the
// outbox asks offerFallbackReason when it takes the offer's text, due PUSH_FALLBACK_MINUTES after the offer.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { artistHasSubscription } from '../push';
import { smsOutbox } from '../sms-outbox/sms-outbox.schema';
import { artistOffers } from './offers.schema';

/** The artist's open offers, not yet opened, are opened now (My work listed them). */
export async function openOffersOf(db: Db, artistId: string, now: Date): Promise<void> {
  await db
    .update(artistOffers)
    .set({ openedAt: now })
    .where(
      and(
        eq(artistOffers.artistId, artistId),
        isNull(artistOffers.answer),
        isNull(artistOffers.openedAt),
        gt(artistOffers.expiresAt, now),
      ),
    );
}

/** One offer opened now (its one-tap page), if it was not before. */
export async function openOffer(db: Db, offerId: string, now: Date): Promise<void> {
  await db
    .update(artistOffers)
    .set({ openedAt: now })
    .where(and(eq(artistOffers.id, offerId), isNull(artistOffers.openedAt)));
}

/**
 * Why an offer's fallback text must not go, or null when it may: the artist opened or answered the offer
 * pushed to them, or it ended. Only an offer's text that waited for its push (one with a due time) is
 * judged; an offer texted at once is not.
 */
export async function offerFallbackReason(
  db: Db,
  text: { bookingId: string | null; template: string; dueAt: Date | null; toPhone: string },
  now: Date,
): Promise<string | null> {
  if (text.template !== 'artistOffer' || !text.dueAt || !text.bookingId) return null;
  const [offer] = await db
    .select({
      openedAt: artistOffers.openedAt,
      answer: artistOffers.answer,
      expiresAt: artistOffers.expiresAt,
    })
    .from(artistOffers)
    .innerJoin(artists, eq(artists.id, artistOffers.artistId))
    .where(and(eq(artistOffers.bookingId, text.bookingId), eq(artists.phone, text.toPhone)))
    .orderBy(desc(artistOffers.offeredAt))
    .limit(1);
  if (!offer) return null;
  if (offer.openedAt) return 'Not sent: the artist opened the offer pushed to their phone';
  if (offer.answer) return `Not sent: the offer was answered (${offer.answer}) before its text was due`;
  if (offer.expiresAt <= now) return 'Not sent: the offer had ended before its text was due';
  return null;
}

/**
 * The offer's push found the artist's last subscription gone (404/410): they take no pushes now, so the
 * offer's text waiting for the push goes at once, as it would have without a subscription.
 */
export async function textOfferNow(
  db: Db,
  offer: { bookingId: string; artistId: string },
  now: Date,
): Promise<void> {
  if (await artistHasSubscription(db, offer.artistId)) return;
  const [artist] = await db
    .select({ phone: artists.phone })
    .from(artists)
    .where(eq(artists.id, offer.artistId));
  if (!artist) return;
  await db
    .update(smsOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(smsOutbox.bookingId, offer.bookingId),
        eq(smsOutbox.template, 'artistOffer'),
        eq(smsOutbox.toPhone, artist.phone),
        eq(smsOutbox.status, 'queued'),
        eq(smsOutbox.attempts, 0),
      ),
    );
}
