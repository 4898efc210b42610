// Offers to artists (docs/bookings.md#offers-to-artists): a new booking is offered to the best
// free artist; an accept confirms it under the place rule's lock, a decline or silence moves it to the
// next, and after ARTIST_OFFER_ROUNDS misses, or too close to the visit, the owner is asked.
//
// Every process offers and sweeps; each step happens once without a lease of its own: an offer is made
// under the booking's row lock (skipped when another process holds it) with the database keeping one open
// offer per booking and one offer per artist and booking; expiries claim their rows with FOR UPDATE SKIP
// LOCKED, as the SMS outbox claims its texts; an answer re-reads its offer under the booking's lock.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import {
  MESSAGES,
  OWNER_ONLY_HOURS,
  artistOfferExpiry,
  slotInstant,
  type NeedsOwnerReason,
  type Notification,
  type OfferDecline,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, type Outcome } from '../../http/outcome';
import type { OwnerAlerts } from '../../config';
import { customerBookings, type BookingRow } from '../bookings';
import {
  Refused,
  confirmWith,
  entry,
  findArtist,
  lockAssignmentsOf,
  lockedBooking,
  run,
  saveStep,
  type LifecycleDeps,
} from '../bookings/lifecycle.service';
import { enqueueTexts, type OutgoingText } from '../sms-outbox';
import { readOwnerSettings } from '../settings';
import {
  artistHasSubscription,
  enqueuePush,
  offerPush,
  ownerPush,
  type OutgoingPush,
  type PushRecipient,
} from '../push';
import { aboutBooking, insertNotification, type Notifier } from '../notifications';
import { candidatesInOrder } from './offer-ranking';
import { isOpenSeat, lockedSeatsOf, offerSeat, reopenSeat } from '../team';
import { takeSeat } from './seats.service';
import { artistOfferText, offerLink, ownerNeedsArtistBody, ownerNeedsArtistTexts } from './offer-texts';
import { artistOffers, type OfferRow } from './offers.schema';
import { countOffers } from '../../metrics/registry';

export interface OfferSettings {
  /** ARTIST_OFFER_MINUTES, ARTIST_OFFER_ROUNDS, ARTIST_OFFERS_OPEN_MAX */
  minutes: number;
  rounds: number;
  openMax: number;
}

export interface MatchingDeps extends LifecycleDeps {
  /** The admins' live notifications (a booking needing the owner). */
  notifier?: Pick<Notifier, 'publish'>;
  offers: OfferSettings;
  ownerAlerts: OwnerAlerts;
  /** PUSH_FALLBACK_MINUTES: an offer pushed to the artist is texted only if not opened this long. */
  pushFallbackMs: number;
}

/** The one-tap link's secret: 128 random bits, 22 characters of base64url; the database keeps its hash. */
export const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function visitStartOf(booking: Pick<BookingRow, 'selectedDates' | 'selectedTime'>): Date {
  const first = [...booking.selectedDates].sort()[0]!;
  return slotInstant(first, booking.selectedTime, 'start');
}

/** Whether a new booking should be offered: the owner's switch (on unless turned off). */
export async function offersAreOn(db: Db): Promise<boolean> {
  return (await readOwnerSettings(db)).autoOffers;
}

/**
 * The booking to the owner: no artist took it (rounds), the visit is too close for another round, or no
 * free artist is left. Recorded in the history; the owner's numbers are texted.
 */
export async function toOwner(
  tx: Db,
  deps: MatchingDeps,
  booking: BookingRow,
  reason: NeedsOwnerReason,
): Promise<OfferStep> {
  const subject = {
    kind: 'needsOwner',
    name: booking.fullName,
    variety: booking.mehendiVariety,
    dates: booking.selectedDates.map((date) => date.slice(0, 10)),
  } as const;
  // Told live after the commit (offerOnce), so the console's "Needs you" shows it at once.
  const notice = await insertNotification(tx, subject, aboutBooking(booking.id));
  await saveStep(
    tx,
    booking,
    entry('system', 'new', 'new', { note: `needs the owner: ${reason}`, offer: 'needs_owner' }),
    {
      assignmentState: 'needs_owner',
      assignmentReason: reason,
    },
  );
  const push = ownerPush(
    'ownerNeedsArtist',
    deps.ownerAlerts.language,
    ownerNeedsArtistBody(booking, deps.ownerAlerts.language),
    { bookingId: booking.id },
  );
  return {
    made: null,
    texts: ownerNeedsArtistTexts(booking, deps.ownerAlerts),
    pushes: [{ to: 'admins', push }],
    notice,
  };
}

type Made = { offer: OfferRow; autoAccept: boolean } | null;

/** What one offering step did: the offer made (or none), its texts and pushes, a notification for the admins. */
export interface OfferStep {
  made: Made;
  texts: OutgoingText[];
  pushes?: { to: PushRecipient; push: OutgoingPush }[];
  notice?: Notification;
}

const NOTHING: OfferStep = { made: null, texts: [] };

/**
 * Offers `bookingId` to its next candidate, when it is new, in matching and has no open offer; another
 * process working on it is left to it. An artist who confirms jobs automatically has it confirmed at once.
 */
export async function offerBooking(deps: MatchingDeps, bookingId: string): Promise<void> {
  const made = await offerOnce(deps, bookingId);
  // Accepted at once; an artist no longer free ends the offer and acceptOffer asks the next one.
  if (made?.autoAccept) await acceptOffer(deps, { offerId: made.offer.id }, 'system');
}

async function offerOnce(deps: MatchingDeps, bookingId: string): Promise<Made> {
  const now = deps.clock.now();
  const step = await deps.db.transaction(async (tx) => {
    const done = await offerIn(tx, deps, bookingId, now);
    // The texts are written with the step that causes them (the outbox sends them after the commit).
    await enqueueTexts(tx, done.texts);
    for (const { to, push } of done.pushes ?? []) await enqueuePush(tx, to, push);
    return done;
  });
  if (step.made) countOffers('made');
  if (step.texts.length > 0) deps.onTextsQueued?.();
  if (step.notice) deps.notifier?.publish(step.notice);
  return step.made;
}

async function offerIn(tx: Db, deps: MatchingDeps, bookingId: string, now: Date): Promise<OfferStep> {
  const [booking] = await tx
    .select()
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.id, bookingId),
        eq(customerBookings.status, 'new'),
        eq(customerBookings.assignmentState, 'offering'),
      ),
    )
    .for('update', { skipLocked: true });
  if (!booking) return NOTHING;
  const offers = await tx.select().from(artistOffers).where(eq(artistOffers.bookingId, booking.id));
  if (offers.some((offer) => offer.answer === null)) return NOTHING;
  const visit = visitStartOf(booking);
  if (visit.getTime() - now.getTime() < OWNER_ONLY_HOURS * 3600_000)
    return toOwner(tx, deps, booking, 'too_close');
  // A team booking is offered seat by seat, the bridal seats first (docs/bookings.md#team-bookings): each
  // seat has its rounds, and nobody already seated or asked for this booking is asked again.
  const seats = booking.teamSize > 1 ? await lockedSeatsOf(tx, booking.id) : [];
  const seat = seats.find(isOpenSeat);
  if (booking.teamSize > 1 && !seat) return NOTHING;
  const asked = seat ? offers.filter((offer) => offer.seat === seat.seat) : offers;
  if (asked.length >= deps.offers.rounds) return toOwner(tx, deps, booking, 'rounds');
  const order = await candidatesInOrder(tx, booking, offers, now, deps.offers.openMax);
  const seated = new Set(seats.flatMap((one) => (one.artistId === null ? [] : [one.artistId])));
  const chosen = order.find((candidate) => candidate.skipped === null && !seated.has(candidate.artistId));
  if (!chosen) return toOwner(tx, deps, booking, 'no_candidate');
  const token = randomBytes(16).toString('base64url');
  const expiresAt = artistOfferExpiry(now, visit, deps.offers.minutes);
  const [offer] = await tx
    .insert(artistOffers)
    .values({
      bookingId: booking.id,
      artistId: chosen.artistId,
      round: offers.length + 1,
      tokenHash: tokenHash(token),
      offeredAt: now,
      expiresAt,
      seat: seat?.seat ?? null,
    })
    .returning();
  if (seat) await offerSeat(tx, booking.id, seat.seat, chosen.artistId);
  const step = entry('system', 'new', 'new', {
    note: `offered to an artist, round ${offers.length + 1}${seat ? `, seat ${seat.seat + 1} (${seat.role})` : ''}`,
    offer: 'offered',
    artistId: chosen.artistId,
    offerExpiresAt: expiresAt.toISOString(),
  });
  await saveStep(tx, booking, step, {});
  const made = { offer: offer!, autoAccept: chosen.autoAccept };
  // An artist who confirms automatically is told of the job by its confirmation, not asked.
  const artist = chosen.autoAccept ? null : await findArtist(tx, chosen.artistId);
  if (!artist) return { made, texts: [] };
  const text = artistOfferText(booking, artist, { link: offerLink(deps.origin, token), expiresAt });
  if (!(await artistHasSubscription(tx, artist.id))) return { made, texts: [text] };
  // Their phone takes pushes: the offer goes by push now, by text only if not opened in time
  // (docs/messaging.md#push; offer-opened.ts), and at the latest halfway through a short offer.
  const textAt = now.getTime() + Math.min(deps.pushFallbackMs, (expiresAt.getTime() - now.getTime()) / 2);
  return {
    made,
    texts: [{ ...text, dueAt: new Date(textAt) }],
    pushes: [{ to: { artistId: artist.id }, push: offerPush(offer!, text, now) }],
  };
}

/** Which offer an answer is to: the one-tap link's, or a signed-in artist's offer of a booking. */
export type OfferKey = { token: string } | { bookingId: string; artistId: string } | { offerId: string };

/** The offer `key` names, or null (a wrong secret, or no offer of that booking to that artist). */
export async function findOffer(db: Db, key: OfferKey): Promise<OfferRow | null> {
  const where =
    'token' in key
      ? eq(artistOffers.tokenHash, tokenHash(key.token))
      : 'offerId' in key
        ? eq(artistOffers.id, key.offerId)
        : and(eq(artistOffers.bookingId, key.bookingId), eq(artistOffers.artistId, key.artistId));
  const [offer] = await db.select().from(artistOffers).where(where).limit(1);
  return offer ?? null;
}

/**
 * Why an offer can no longer be answered, or null while it can. A used one-tap link is 404 (as a wrong
 * one): it opened its one answer; a signed-in artist is told it was answered.
 */
function closedOffer(offer: OfferRow, key: OfferKey, now: Date): Refused | null {
  if (offer.answer === 'withdrawn') return new Refused(409, MESSAGES.offerWentElsewhere);
  if (offer.answer === 'expired' || (offer.answer === null && offer.expiresAt <= now))
    return new Refused(409, MESSAGES.artistOfferExpired);
  if (offer.answer !== null)
    return 'token' in key ? new Refused(404, MESSAGES.notFound) : new Refused(409, MESSAGES.offerAnswered);
  return null;
}

/** The offer under its booking's lock, still open, or why not. */
async function openOfferLocked(tx: Db, offer: OfferRow, key: OfferKey, now: Date): Promise<OfferRow> {
  const [current] = await tx.select().from(artistOffers).where(eq(artistOffers.id, offer.id)).for('update');
  if (!current) throw new Refused(404, MESSAGES.notFound);
  const closed = closedOffer(current, key, now);
  if (closed) throw closed;
  return current;
}

/**
 * Accepts an offer: the booking is confirmed with its artist in one transaction under the place rule's
 * lock (the artist first, then the booking, as every assignment). When the artist is no longer free the
 * offer ends as not_free, the next artist is offered, and the answer is 409.
 */
export async function acceptOffer(
  deps: MatchingDeps,
  key: OfferKey,
  by: 'artist' | 'system',
): Promise<Outcome<BookingRow>> {
  const now = deps.clock.now();
  const offer = await findOffer(deps.db, key);
  if (!offer) return refuse(404, MESSAGES.notFound);
  const closed = closedOffer(offer, key, now);
  if (closed) return refuse(closed.status, closed.message);
  let notFree: string | null = null;
  const result = await run(deps, async (tx) => {
    await lockAssignmentsOf(tx, offer.artistId);
    const booking = await lockedBooking(tx, offer.bookingId);
    await openOfferLocked(tx, offer, key, now);
    try {
      const note = by === 'system' ? 'accepted automatically' : 'accepted the offer';
      const confirmed =
        offer.seat === null
          ? await confirmWith(tx, deps, booking.id, offer.artistId, 'artist', { note })
          : await takeSeat(tx, deps, booking.id, offer.seat, offer.artistId, 'artist', { note });
      await tx
        .update(artistOffers)
        .set({ answer: 'accepted', answeredAt: now })
        .where(eq(artistOffers.id, offer.id));
      return confirmed;
    } catch (error) {
      if (!(error instanceof Refused) || error.status !== 409) throw error;
      // Taken meanwhile (another job, a day off): this offer ends and the next artist is asked.
      notFree = error.message;
      await tx
        .update(artistOffers)
        .set({ answer: 'not_free', answeredAt: now })
        .where(eq(artistOffers.id, offer.id));
      await reopenSeat(tx, offer);
      const step = entry('system', 'new', 'new', {
        note: 'offer ended: artist no longer free',
        offer: 'not_free',
        artistId: offer.artistId,
      });
      return { row: await saveStep(tx, booking, step, {}), texts: [] };
    }
  });
  if (!result.ok) return result;
  if (notFree !== null) {
    await offerBooking(deps, offer.bookingId);
    return refuse(409, notFree);
  }
  countOffers('accepted');
  // A team's next open seat is offered at once.
  if (offer.seat !== null && result.value.status === 'new') await offerBooking(deps, offer.bookingId);
  return result;
}

/** Declines an offer with a reason; the next artist is offered. */
export async function declineOffer(
  deps: MatchingDeps,
  key: OfferKey,
  decline: OfferDecline,
): Promise<Outcome<BookingRow>> {
  const now = deps.clock.now();
  const offer = await findOffer(deps.db, key);
  if (!offer) return refuse(404, MESSAGES.notFound);
  const closed = closedOffer(offer, key, now);
  if (closed) return refuse(closed.status, closed.message);
  const result = await run(deps, async (tx) => {
    const booking = await lockedBooking(tx, offer.bookingId);
    await openOfferLocked(tx, offer, key, now);
    await tx
      .update(artistOffers)
      .set({ answer: 'declined', answeredAt: now, reason: decline.reason, note: decline.note || null })
      .where(eq(artistOffers.id, offer.id));
    await reopenSeat(tx, offer);
    const note = `declined the offer: ${decline.reason}${decline.note ? ` (${decline.note})` : ''}`;
    const step = entry('artist', 'new', 'new', { note, offer: 'declined', artistId: offer.artistId });
    return { row: await saveStep(tx, booking, step, {}), texts: [] };
  });
  if (result.ok) countOffers('declined');
  if (result.ok) await offerBooking(deps, offer.bookingId);
  return result;
}

/**
 * The sweep: offers past their time expire (each once, whichever process claims it) and every booking in
 * matching without an open offer is offered to its next artist, also those left when a process stopped
 * between a booking's commit and its first offer. Answers how many offers expired.
 */
export async function sweepOffers(deps: MatchingDeps): Promise<number> {
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(artistOffers)
      .where(and(isNull(artistOffers.answer), lte(artistOffers.expiresAt, now)))
      .orderBy(asc(artistOffers.expiresAt))
      .limit(200)
      .for('update', { skipLocked: true });
    for (const offer of due) {
      await tx
        .update(artistOffers)
        .set({ answer: 'expired', answeredAt: now })
        .where(eq(artistOffers.id, offer.id));
      await reopenSeat(tx, offer);
      const [booking] = await tx
        .select()
        .from(customerBookings)
        .where(eq(customerBookings.id, offer.bookingId));
      if (booking)
        await saveStep(
          tx,
          booking,
          entry('system', booking.status, booking.status, {
            note: 'offer expired',
            offer: 'expired',
            artistId: offer.artistId,
          }),
          {},
        );
    }
    return due.length;
  });
  countOffers('expired', expired);
  const waiting = await deps.db
    .select({ id: customerBookings.id })
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.assignmentState, 'offering'),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(artistOffers)
            .where(and(eq(artistOffers.bookingId, customerBookings.id), isNull(artistOffers.answer))),
        ),
      ),
    )
    .orderBy(asc(customerBookings.createdAt))
    .limit(200);
  for (const { id } of waiting) await offerBooking(deps, id);
  return expired;
}
