// The booking lifecycle (docs/rules-and-messages.md): every status change of a booking goes through
// here, whoever makes it (admin, customer, artist or the system), so the rules, the history and the
// texts are the same for all. Each change is one transaction; its texts go to the outbox in it.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ASSIGNED_BOOKING_STATUSES,
  MESSAGES,
  canAdminComplete,
  canMove,
  completeFromMessage,
  firstBookedDay,
  slotsOverlap,
  type Actor,
  type BookingHistoryEntry,
  type BookingStatus,
  firstNameOf,
} from '@mehendi/shared';
import { refuse, success, type Outcome } from '../../http/outcome';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import type { ArtistRow, HandedBack } from '../artists';
import type { BookingRow } from './bookings.repository';
import { customerBookings } from './bookings.schema';
import { artistOffers } from '../matching/offers.schema';
import { enqueueTexts, type OutgoingText } from '../sms-outbox';
import { aboutBooking, insertNotification } from '../notifications';
import { artistText, customerText } from './booking-texts';
import { reviewRequestText } from './review-request';
import { lockUntilCommit } from '../../db/transaction-lock';
import { artistFreeFor } from '../places/places.service';
import type { Clock } from '../../clock';
import { cancelReminders, syncReminders } from './booking-reminders';
import type { AdvanceSettings } from '../../config';
import { openAdvance, settleOnCancel } from '../advances';
import { acceptedSeats, seatsOf } from '../team';

/** The booking as changed, or why not (400, 404 or 409). */
export type LifecycleResult = Outcome<BookingRow>;

export interface LifecycleDeps {
  db: Db;
  /** The app's clock: the rules that compare with today and the reminders' times read it. */
  clock: Clock;
  /** Told after a commit that queued texts, so they go out at once. */
  onTextsQueued?: () => void;
  /** Told after every change: each one moves a place (docs/bookings.md#places-and-availability). */
  places?: { changed(): Promise<void> };
  /** The advance's settings (issue 28): without them (no UPI_VPA) no advance is asked or settled. */
  advances?: AdvanceSettings;
  /** PUBLIC_URL's origin: the links in texts to the page where the person acts. */
  origin: string;
}

/** The lifecycle's dependencies as the app holds them: one place for every route that runs a step. */
export function lifecycleDepsOf(app: FastifyInstance): LifecycleDeps {
  return {
    db: app.db,
    clock: app.clock,
    origin: app.config.origin,
    advances: app.config.advances ?? undefined,
    onTextsQueued: () => app.smsOutbox?.wake(),
    places: app.places,
  };
}

/** Thrown inside a transaction to roll it back with an answer for the client. */
export class Refused extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    message: string,
    /** The request's field at fault, if one is. */
    readonly field?: string,
  ) {
    super(message);
  }
}

// Advisory lock namespace (any constant, the same in every process): one lock per artist, so two
// assignments of one artist are decided one after the other.
const ARTIST_ASSIGN_LOCK = 724_31_011;

/**
 * Whose booking a change must be (a customer's or an artist's own page, docs/pages.md): checked under the
 * row lock, so a job re-assigned meanwhile is not changed by its former artist. Anyone else gets 404.
 */
export interface Owner {
  loginNumber?: string;
  artistId?: string;
}

export async function lockedBooking(tx: Db, id: string, owner: Owner = {}): Promise<BookingRow> {
  const [row] = await tx.select().from(customerBookings).where(eq(customerBookings.id, id)).for('update');
  if (!row) throw new Refused(404, MESSAGES.notFound);
  if (owner.loginNumber !== undefined && row.loginNumber !== owner.loginNumber)
    throw new Refused(404, MESSAGES.notFound);
  if (owner.artistId !== undefined && row.artistId !== owner.artistId)
    throw new Refused(404, MESSAGES.notFound);
  return row;
}

export async function findArtist(tx: Db, id: string): Promise<ArtistRow | null> {
  const [row] = await tx.select().from(artists).where(eq(artists.id, id)).limit(1);
  return row ?? null;
}

export function entry(
  by: Actor,
  from: BookingStatus,
  to: BookingStatus,
  extra: Partial<BookingHistoryEntry> = {},
) {
  const step: BookingHistoryEntry = { at: new Date().toISOString(), by, from, to };
  if (extra.note) step.note = extra.note;
  if (extra.artistId) step.artistId = extra.artistId;
  if (extra.moved) step.moved = extra.moved;
  if (extra.offerExpiresAt) step.offerExpiresAt = extra.offerExpiresAt;
  if (extra.neverStarted) step.neverStarted = true;
  if (extra.offer) step.offer = extra.offer;
  return step;
}

export async function saveStep(
  tx: Db,
  booking: BookingRow,
  step: BookingHistoryEntry,
  changes: Partial<
    Pick<
      BookingRow,
      | 'artistId'
      | 'cancelReason'
      | 'selectedDates'
      | 'selectedTime'
      | 'waitlistedAt'
      | 'offerExpiresAt'
      | 'startCode'
      | 'startCodeFailures'
      | 'assignmentState'
      | 'assignmentReason'
    >
  >,
): Promise<BookingRow> {
  const [row] = await tx
    .update(customerBookings)
    .set({
      ...changes,
      status: step.to,
      history: sql`${customerBookings.history} || ${JSON.stringify([step])}::jsonb`,
    })
    .where(eq(customerBookings.id, booking.id))
    .returning();
  if (!row) throw new Error('booking vanished under its row lock');
  return row;
}

/**
 * A confirmed or in-progress booking of `artistId` (other than `booking`) on one of its days in an
 * overlapping slot.
 */
async function clashingBooking(db: Db, artistId: string, booking: BookingRow): Promise<BookingRow | null> {
  const rows = await db
    .select()
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.artistId, artistId),
        inArray(customerBookings.status, [...ASSIGNED_BOOKING_STATUSES]),
        ne(customerBookings.id, booking.id),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${JSON.stringify(booking.selectedDates)}::jsonb))`,
      ),
    );
  return rows.find((other) => slotsOverlap(other.selectedTime, booking.selectedTime)) ?? null;
}

/** Until the transaction ends, no other assigns `artistId` or hands their jobs back. */
export async function lockAssignmentsOf(tx: Db, artistId: string): Promise<void> {
  await lockUntilCommit(tx, ARTIST_ASSIGN_LOCK, artistId);
}

export async function run(
  deps: LifecycleDeps,
  work: (tx: Db) => Promise<{ row: BookingRow; texts: OutgoingText[] }>,
): Promise<LifecycleResult> {
  let done;
  try {
    done = await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      result.row = await endMatchingIfSettled(tx, result.row, deps.clock.now());
      await enqueueTexts(tx, result.texts);
      // Every step may change what the booking's reminders should be (docs/bookings.md#reminders).
      await syncReminders(tx, result.row, deps.clock.now(), deps.origin);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused)
      return refuse(error.status, error.message, error.field ? { field: error.field } : undefined);
    throw error;
  }
  if (done.texts.length > 0) deps.onTextsQueued?.();
  await deps.places?.changed();
  return success(done.row);
}

/**
 * Once a booking is no longer new (confirmed by an owner or an accepted offer, cancelled, back on the
 * waiting list), its open offer to an artist ends as withdrawn and it leaves matching
 * (docs/bookings.md#offers-to-artists): the artist's link then says the job went elsewhere.
 */
async function endMatchingIfSettled(tx: Db, row: BookingRow, now: Date): Promise<BookingRow> {
  if (row.assignmentState === null || row.status === 'new') return row;
  await tx
    .update(artistOffers)
    .set({ answer: 'withdrawn', answeredAt: now })
    .where(and(eq(artistOffers.bookingId, row.id), isNull(artistOffers.answer)));
  const [left] = await tx
    .update(customerBookings)
    .set({ assignmentState: null, assignmentReason: null })
    .where(eq(customerBookings.id, row.id))
    .returning();
  return left ?? row;
}

/** A new 4-digit start code from a cryptographic source (docs/bookings.md#the-day-of-the-visit). */
export function newStartCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Confirms the booking with `artistId`, or moves a confirmed one to that artist, when the artist is free on
 * every date (docs/bookings.md#places-and-availability). Decided under a lock per artist and the days'
 * locks, so of two assignments of one artist to clashing bookings one wins and the other is 409.
 * The first confirmation gives the booking its start code; a re-assignment keeps the code the customer
 * already has and clears the wrong tries (they were the former artist's).
 */
export function assignArtist(
  deps: LifecycleDeps,
  bookingId: string,
  artistId: string,
  by: Actor,
): Promise<LifecycleResult> {
  return run(deps, (tx) => confirmWith(tx, deps, bookingId, artistId, by));
}

/**
 * assignArtist's work in the caller's transaction (an artist accepting an offer:
 * docs/bookings.md#offers-to-artists): the artist's lock first, then the booking's row, the order every
 * assignment takes.
 * `fromOffer` marks the history step as an offer's acceptance.
 */
export async function confirmWith(
  tx: Db,
  deps: Pick<LifecycleDeps, 'clock' | 'advances' | 'origin'>,
  bookingId: string,
  artistId: string,
  by: Actor,
  /** An offer's acceptance: its note and the history step's mark. */
  fromOffer?: { note: string },
): Promise<{ row: BookingRow; texts: OutgoingText[] }> {
  await lockAssignmentsOf(tx, artistId);
  const booking = await lockedBooking(tx, bookingId);
  if (!canMove(booking.status, 'confirmed')) throw new Refused(409, MESSAGES.transitionNotAllowed);
  // A team booking is filled seat by seat (matching/seats.service.ts).
  if (booking.teamSize > 1) throw new Refused(400, MESSAGES.chooseSeat, 'seat');
  if (booking.artistId === artistId) throw new Refused(409, MESSAGES.alreadyAssigned);
  const artist = await findArtist(tx, artistId);
  if (!artist) throw new Refused(404, MESSAGES.notFound);
  if (artist.status !== 'approved') throw new Refused(400, MESSAGES.artistNotApproved);
  if (await clashingBooking(tx, artistId, booking)) throw new Refused(409, MESSAGES.artistBusy);
  // Free on every date as the place rule counts: works that weekday and slot, not off, a job to spare.
  const free = await artistFreeFor(tx, artistId, booking, { except: booking.id, anyVariety: true });
  if (!free) throw new Refused(409, MESSAGES.artistNotFree);
  return confirmedWith(tx, deps, booking, artist, by, fromOffer);
}

/**
 * The confirmation of `booking` (locked) with `artist`, once checked: its start code, the customer's and
 * the artist's texts (the former artist's too on a re-assignment) and the advance. A team booking is
 * confirmed so with its lead once every seat is taken (matching/seats.service.ts).
 */
export async function confirmedWith(
  tx: Db,
  deps: Pick<LifecycleDeps, 'clock' | 'advances' | 'origin'>,
  booking: BookingRow,
  artist: ArtistRow,
  by: Actor,
  fromOffer?: { note: string },
): Promise<{ row: BookingRow; texts: OutgoingText[] }> {
  const artistId = artist.id;
  const previous = booking.artistId ? await findArtist(tx, booking.artistId) : null;
  const step = entry(by, booking.status, 'confirmed', {
    artistId,
    ...(fromOffer ? { note: fromOffer.note, offer: 'accepted' as const } : {}),
  });
  const row = await saveStep(tx, booking, step, {
    artistId,
    startCode: booking.startCode ?? newStartCode(),
    startCodeFailures: 0,
  });
  const texts = [
    customerText(row, previous ? 'customerReassigned' : 'customerConfirmed', {
      artist: firstNameOf(artist.fullName),
    }),
    artistText(row, artist, 'artistJob'),
  ];
  if (previous) texts.push(artistText(row, previous, 'artistJobCancelled'));
  if (!deps.advances) return { row, texts };
  texts.push(...(await openAdvance(tx, row, deps.advances, deps.clock.now(), deps.origin)));
  // Read again: the advance's step is in the history now.
  return { row: await lockedBooking(tx, row.id), texts };
}

/**
 * A step of one booking that needs no more than who takes it and an optional note; `owner` limits it to a
 * customer's or an artist's own booking.
 */
type NotedStep = (
  deps: LifecycleDeps,
  bookingId: string,
  by: Actor,
  note?: string,
  owner?: Owner,
) => Promise<LifecycleResult>;

/**
 * in_progress (or, by an admin, confirmed) → completed; the admin only from the first booked day (the
 * artist's route checks the last). A confirmed job completed by an admin says in its history that it never
 * started.
 */
export const completeBooking: NotedStep = (deps, bookingId, by, note, owner) =>
  run(deps, async (tx) => {
    const booking = await lockedBooking(tx, bookingId, owner);
    if (!canMove(booking.status, 'completed')) throw new Refused(409, MESSAGES.transitionNotAllowed);
    if (by !== 'admin' && booking.status !== 'in_progress')
      throw new Refused(409, MESSAGES.transitionNotAllowed);
    const first = firstBookedDay(booking);
    if (by === 'admin' && first && !canAdminComplete(booking, deps.clock.now()))
      throw new Refused(409, completeFromMessage(first));
    const neverStarted = booking.status === 'confirmed' ? ({ neverStarted: true } as const) : {};
    const row = await saveStep(
      tx,
      booking,
      entry(by, booking.status, 'completed', { note, ...neverStarted }),
      {},
    );
    // Completed is final, so this is the booking's one review request (a cancelled one never gets it).
    return { row, texts: [reviewRequestText(row, deps.clock.now(), deps.origin)] };
  });

/**
 * new or confirmed → cancelled, with a reason (a customer may give none); the customer and the assigned
 * artist are told.
 */
export function cancelBooking(
  deps: LifecycleDeps,
  bookingId: string,
  by: Actor,
  reason: string,
  owner?: Owner,
): Promise<LifecycleResult> {
  return run(deps, async (tx) => {
    const booking = await lockedBooking(tx, bookingId, owner);
    if (!canMove(booking.status, 'cancelled')) throw new Refused(409, MESSAGES.transitionNotAllowed);
    const artist =
      booking.artistId && booking.status === 'confirmed' ? await findArtist(tx, booking.artistId) : null;
    const row = await saveStep(
      tx,
      booking,
      entry(by, booking.status, 'cancelled', reason ? { note: reason } : {}),
      { cancelReason: reason || null },
    );
    const texts = [
      reason
        ? customerText(row, 'customerCancelled', { reason })
        : customerText(row, 'customerCancelledNoReason', {}),
    ];
    if (artist) texts.push(artistText(row, artist, 'artistJobCancelled'));
    // A team's other artists who took a seat are told too (docs/bookings.md#team-bookings).
    if (booking.teamSize > 1)
      for (const seat of acceptedSeats(await seatsOf(tx, [booking.id])))
        if (seat.artistId !== booking.artistId) {
          const member = await findArtist(tx, seat.artistId!);
          if (member) texts.push(artistText(row, member, 'artistJobCancelled'));
        }
    if (!deps.advances) return { row, texts };
    await settleOnCancel(tx, row, by, deps.advances, deps.clock.now());
    return { row: await lockedBooking(tx, row.id), texts };
  });
}

/**
 * confirmed → new: the artist gives the job back (or an admin takes it away); it waits for another, and
 * the customer is told a new artist is being found.
 */
export const releaseBooking: NotedStep = (deps, bookingId, by, note, owner) =>
  run(deps, async (tx) => {
    const booking = await lockedBooking(tx, bookingId, owner);
    if (booking.status !== 'confirmed') throw new Refused(409, MESSAGES.transitionNotAllowed);
    const row = await releaseStep(tx, booking, by, note);
    return { row, texts: [customerText(row, 'customerFindingArtist', {})] };
  });

function releaseStep(tx: Db, booking: BookingRow, by: Actor, note?: string): Promise<BookingRow> {
  return saveStep(tx, booking, entry(by, booking.status, 'new', { note }), { artistId: null });
}

/**
 * confirmed → new, by an admin, for every confirmed job of `artist`, in the caller's transaction: the one
 * that takes the artist off the approved list (docs/decisions.md §17). The customer hears that a new
 * artist is being found, the artist that the job is cancelled; admins get a notification per booking.
 * Holds the artist's assignment lock to the commit, so no assignment of them slips in meanwhile.
 */
export async function handBackJobsOf(tx: Db, artist: ArtistRow, note: string): Promise<HandedBack> {
  await lockAssignmentsOf(tx, artist.id);
  const jobs = await tx
    .select()
    .from(customerBookings)
    .where(and(eq(customerBookings.artistId, artist.id), eq(customerBookings.status, 'confirmed')))
    .orderBy(asc(customerBookings.createdAt), asc(customerBookings.id))
    .for('update');
  const handed: HandedBack = { bookings: [], notifications: [], textsQueued: jobs.length > 0 };
  // Their open offers end too (docs/bookings.md#offers-to-artists): the sweep asks the next artist.
  await tx
    .update(artistOffers)
    .set({ answer: 'withdrawn', answeredAt: new Date() })
    .where(and(eq(artistOffers.artistId, artist.id), isNull(artistOffers.answer)));
  for (const job of jobs) {
    const row = await releaseStep(tx, job, 'admin', note);
    await cancelReminders(tx, row.id);
    await enqueueTexts(tx, [
      customerText(row, 'customerFindingArtist', {}),
      artistText(row, artist, 'artistJobCancelled'),
    ]);
    const subject = {
      kind: 'jobHandedBack',
      name: row.fullName,
      variety: row.mehendiVariety,
      dates: row.selectedDates.map((date) => date.slice(0, 10)),
      artist: artist.fullName,
    } as const;
    handed.bookings.push(row);
    handed.notifications.push(await insertNotification(tx, subject, aboutBooking(row.id)));
  }
  return handed;
}
