import type { FastifyBaseLogger } from 'fastify';
import {
  estimateDay,
  isFromBeforeTeams,
  teamSizeOf,
  type OwnerSettings,
  heldLimitMessage,
  teamShortMessage,
  noPlaceMessage,
  closedDayMessage,
  isPastDate,
  isTooFarAhead,
  MESSAGES,
  bookingReference,
  firstNameOf,
  type Booking,
  type CustomerBooking,
  type NotificationSubject,
} from '@mehendi/shared';
import type { HeldPerNumber, OwnerAlerts } from '../../config';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { deleteFiles, deleteFilesQuietly } from '../../images/stored-image';
import { BOOKING_LIMITS } from '../../limits';
import type { Storage } from '../../storage/storage';
import { chosenFiles, type Catalogue } from '../catalogue';
import { aboutBooking, insertNotification, type Notifier } from '../notifications';
import { queueTextsWith } from '../sms-outbox';
import { deleteReviewRowOfBooking } from '../reviews';
import { readOwnerSettings } from '../settings';
import type { PhoneHash } from '../phone-auth';
import { copyToSnapshot } from './booking-snapshot';
import { customerText, ownerBookingAlerts } from './booking-texts';
import { entry } from './lifecycle.service';
import { placesFor } from '../places/places.service';
import { createSeats } from '../team';
import {
  approvedArtistName,
  deleteBooking,
  findBooking,
  heldByNumber,
  HELD_BY_NUMBER_STATUSES,
  insertBookingWithEvent,
  lockBookingsOf,
  messageOf,
  numberStanding,
  toCustomerBooking,
  withDetails,
  type HeldByNumber,
  type NumberStanding,
} from './bookings.repository';

export interface BookingDeps {
  db: Db;
  storage: Storage;
  /** The catalogue kept in memory: a booking's designs are checked on it. */
  catalogue: Pick<Catalogue, 'remember'>;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Told after the commit, so the customer's acknowledgement goes out at once. */
  smsOutbox: { wake(): void } | null;
  /** The keyed hash the booking limit counts a number under (survives a deletion of the data). */
  phoneHash: PhoneHash;
  config: { ownerAlerts: OwnerAlerts; heldPerNumber: HeldPerNumber };
  /**
   * Told after the commit (docs/bookings.md#places-and-availability): a booking made takes a place
   * (`taken`), a booking deleted frees one (`changed`, which also offers it to the waiting list).
   */
  places: { changed(): Promise<void>; taken(): Promise<void> };
  /**
   * Offers to artists (docs/bookings.md#offers-to-artists): told after the commit of a booking put in
   * matching, it makes the first offer (or confirms with an artist who accepts automatically) before the
   * answer. Without it the booking waits for the sweep.
   */
  matching?: { offer(bookingId: string): Promise<void> };
}

/**
 * The stored booking, or a 400 naming the field at fault, a 409 naming the first date without a place, or a
 * 429 when the phone has booked its limit.
 */
export type CreateBookingResult = Outcome<CustomerBooking>;

/** Thrown inside the transaction to roll it back when the phone has booked its limit. */
class BookingLimitReached extends Error {}

/** Thrown inside the transaction to roll it back when the number holds all it may (`message` says what). */
class HeldLimitReached extends Error {}

/**
 * The refusal when `days` more booked days would take the number past what it may hold, or null. Read
 * under the number's lock (lockBookingsOf), so two bookings sent at once cannot both pass.
 */
export async function heldLimitRefusal(
  db: Db,
  limits: HeldPerNumber,
  loginNumber: string,
  days: number,
  /** A booking being moved: its own days are replaced, not added. */
  except?: string,
): Promise<string | null> {
  return heldRefusalOf(await heldByNumber(db, loginNumber, except), limits, days, except !== undefined);
}

/** heldLimitRefusal's answer for what the number holds (`held`, read under its lock). */
function heldRefusalOf(
  held: HeldByNumber,
  limits: HeldPerNumber,
  days: number,
  moving = false,
): string | null {
  if (!moving && held.bookings >= limits.bookings) return heldLimitMessage('bookings', limits.bookings);
  if (held.days + days > limits.days) return heldLimitMessage('days', limits.days);
  return null;
}

/**
 * Thrown inside the transaction to roll it back when a date has no place left (`full`) or nobody works it
 * (`closed`); for a team, fewer places than its artists (`free` of `needed`).
 */
class NoPlace extends Error {
  constructor(
    readonly day: string,
    readonly kind: 'full' | 'closed',
    readonly free: number,
    readonly needed: number,
  ) {
    super(day);
  }

  message409(slot: string): string {
    if (this.needed > 1 && this.free > 0) return teamShortMessage(this.day, slot, this.free, this.needed);
    return this.kind === 'closed' ? closedDayMessage(this.day, slot) : noPlaceMessage(this.day, slot);
  }
}

/** What admins are told; no phone numbers, so it can be shown and logged anywhere. */
export function bookingNotificationSubject(
  booking: Pick<Booking, 'fullName' | 'mehendiVariety' | 'selectedDates'>,
): NotificationSubject {
  return {
    kind: 'newBooking',
    name: booking.fullName,
    variety: booking.mehendiVariety,
    dates: booking.selectedDates.map((date) => date.slice(0, 10)),
  };
}

/**
 * Stores a booking for the verified phone `loginNumber` (never a number from the body). The chosen
 * designs must be in the chosen group; their images are copied for the booking. The booking and its
 * notification are committed together, and admins are told only after the commit.
 */
export async function createBooking(
  deps: BookingDeps,
  loginNumber: string,
  input: Booking,
  today = new Date(),
): Promise<CreateBookingResult> {
  if (input.selectedDates.some((date) => isPastDate(date, today))) {
    return refuse(400, MESSAGES.pastDate, { field: 'selectedDates' });
  }
  if (input.selectedDates.some((date) => isTooFarAhead(date, today))) {
    return refuse(400, MESSAGES.tooFarAhead, { field: 'selectedDates' });
  }
  if (input.selectedDesigns.length > BOOKING_LIMITS.maxDesigns) {
    return refuse(400, MESSAGES.tooManyFiles, { field: 'selectedDesigns' });
  }
  if (input.sidersDesigns.length > BOOKING_LIMITS.maxSidersDesigns) {
    return refuse(400, MESSAGES.tooManyFiles, { field: 'sidersDesigns' });
  }
  // The limit's own rows (number hash and time) count, so deleting one's data does not reset it; the
  // stored bookings count too, for those made before those rows were kept.
  const since = new Date(today.getTime() - BOOKING_LIMITS.perPhone.windowMs);
  const number = { loginNumber, phoneHash: deps.phoneHash(loginNumber) };
  const atLimit = (standing: NumberStanding) => standing.madeSince >= BOOKING_LIMITS.perPhone.max;
  // A wish for an artist who is unknown, not (or no longer) approved is refused, not silently dropped: the
  // customer chose them on a profile and should know.
  const preferred =
    input.preferredArtistId === undefined ? null : await approvedArtistName(deps.db, input.preferredArtistId);
  if (input.preferredArtistId !== undefined && preferred === null) {
    return refuse(400, MESSAGES.unknownPreferredArtist, { field: 'preferredArtistId' });
  }

  const chosen = await chosenFiles(deps, {
    variety: input.mehendiVariety,
    priceRange: input.priceRange,
    designs: input.selectedDesigns,
    siders:
      input.includeSiders && input.sidersType
        ? { type: input.sidersType, designs: input.sidersDesigns }
        : null,
  });
  if (!chosen.ok) return chosen;
  const { designKeys, sidersKeys } = chosen.value;

  const { loginNumber: _ignored, waitlist, ...booking } = input;
  // A day's estimate, computed here from the stored choices (the client's own figure, if any, is never
  // read); answers multiply it by the booked days (bookings.repository.ts).
  const estimate = estimateDay(booking);
  // A number at its limit is refused under the lock below. Where a copy moves an image's bytes (a storage
  // without links: S3) it is also checked first, so such a number costs no copies; a link on the local disk
  // costs less than that statement (docs/speed.md#load-figure). The copies are made before the transaction,
  // which never waits for the storage.
  if (!deps.storage.copy && atLimit(await numberStanding(deps.db, number, since))) {
    return refuse(429, MESSAGES.tooManyBookings);
  }
  const snapshot = await copyToSnapshot(deps.storage, [...designKeys, ...sidersKeys]);
  if (!snapshot) return refuse(400, MESSAGES.designNotInCatalogue, { field: 'selectedDesigns' });

  let committed;
  try {
    committed = await deps.db.transaction(async (tx) => {
      // The number's lock is a statement of its own: a statement reads what had committed when it began,
      // so counts read in the lock's statement could miss a booking that committed while it waited.
      await lockBookingsOf(tx, loginNumber);
      // The limit's counts and what the number holds, in one statement.
      const standing = await numberStanding(tx, number, since);
      if (atLimit(standing)) throw new BookingLimitReached();
      // A booking joining the waiting list holds no place yet; it is counted when one is offered.
      const held = heldRefusalOf(standing.held, deps.config.heldPerNumber, booking.selectedDates.length);
      // The owner's switch and the times a team is sized from (docs/bookings.md#team-bookings), read once
      // and only when needed: a client from before teams books one artist whatever the times.
      let settings: OwnerSettings | undefined;
      const ownerSettings = async () => (settings ??= await readOwnerSettings(tx));
      const teamSize = isFromBeforeTeams(booking)
        ? 1
        : teamSizeOf(booking, (await ownerSettings()).teamTimes);
      // Every date needs a place for the slot and variety (a team's artists each), decided under the
      // dates' locks.
      const { full, closed, free, requestsOnly } = await placesFor(
        tx,
        { ...booking, teamSize },
        undefined,
        standing.artistsApproved,
      );
      // A closed date (nobody works it, or fewer than the team) refuses the booking, waiting list or not:
      // no place will open there.
      if (closed) throw new NoPlace(closed, 'closed', free, teamSize);
      // A full date refuses the booking, or puts it on the waiting list when the customer asked to join it.
      if (full && waitlist !== true) throw new NoPlace(full, 'full', free, teamSize);
      if (held && !full) throw new HeldLimitReached(held);
      // In matching from the start (when the owner's switch is on and an artist is approved), so a process
      // stopping before the first offer leaves it for another's sweep. With no artist approved yet, a
      // booking is a request for the owner, as before offers.
      const offering = !full && !requestsOnly && (await ownerSettings()).autoOffers;
      const row = await insertBookingWithEvent(
        tx,
        {
          ...(offering ? { assignmentState: 'offering' as const } : {}),
          ...booking,
          brides: booking.brides ?? 1,
          teamSize,
          loginNumber,
          selectedDesigns: snapshot.paths.slice(0, designKeys.length),
          sidersDesigns: snapshot.paths.slice(designKeys.length),
          imageKeys: snapshot.keys,
          estimateMin: estimate?.min ?? null,
          estimateMax: estimate?.max ?? null,
          ...(full
            ? {
                status: 'waitlisted' as const,
                waitlistedAt: today,
                history: [entry('customer', 'waitlisted', 'waitlisted', { note: 'joined the waiting list' })],
              }
            : {}),
        },
        { phoneHash: number.phoneHash, createdAt: today },
      );
      // The request is acknowledged at once with its reference; the artist is confirmed by a later text. A
      // booking on the waiting list is texted when a place is offered. The owner hears of either. The texts
      // are written by the notification's statement (one round trip for both).
      const texts = queueTextsWith(
        [
          ...(full ? [] : [customerText(row, 'customerReceived', { reference: bookingReference(row.id) })]),
          ...ownerBookingAlerts(row, deps.config.ownerAlerts),
        ],
        row.createdAt,
      );
      const notification = await insertNotification(
        tx,
        bookingNotificationSubject(booking),
        aboutBooking(row.id),
        texts.insert,
      );
      if (teamSize > 1) await createSeats(tx, row);
      return { row, notification, texts: texts.queued, held: standing.held };
    });
  } catch (error) {
    await deleteFiles(deps.storage, snapshot.keys).catch(() => undefined);
    if (error instanceof BookingLimitReached) return refuse(429, MESSAGES.tooManyBookings);
    if (error instanceof HeldLimitReached) return refuse(429, error.message);
    if (error instanceof NoPlace)
      return refuse(409, error.message409(booking.selectedTime), { field: 'selectedDates' });
    throw error;
  }
  deps.notifier.publish(committed.notification);
  await deps.places.taken();
  let row = committed.row;
  if (row.assignmentState !== null || row.teamSize > 1) {
    if (deps.matching && row.assignmentState !== null) {
      await deps.matching.offer(row.id);
      row = (await findBooking(deps.db, row.id)) ?? row;
    }
    // In matching: its artist, offer and texts are read back as they now stand.
    const [stored] = await withDetails(deps.db, [row]);
    deps.smsOutbox?.wake();
    return success(stored!);
  }
  // The answer as withDetails would read it back, from what the transaction wrote and read: no artist yet,
  // the texts just queued, and what the number held plus this booking when it holds a place. Built before
  // the outbox is woken, so it shows the acknowledgement as queued, as it is now.
  const holds = (HELD_BY_NUMBER_STATUSES as readonly string[]).includes(row.status);
  const stored = toCustomerBooking(row, {
    artist: null,
    preferredArtistFirstName: preferred === null ? null : firstNameOf(preferred),
    advance: null,
    heldByNumber: {
      bookings: committed.held.bookings + (holds ? 1 : 0),
      days: committed.held.days + (holds ? row.selectedDates.length : 0),
    },
    assignment: null,
    messages: committed.texts.map(messageOf),
  });
  deps.smsOutbox?.wake();
  return success(stored);
}

/** Deletes the booking, then its image copies; 404 when there is no such booking. */
export async function removeBooking(deps: Omit<BookingDeps, 'notifier'>, id: string): Promise<Outcome> {
  // Its review goes with it (the database's cascade would leave the review's photos behind).
  const deleted = await deps.db.transaction(async (tx) => {
    const reviewPhotos = await deleteReviewRowOfBooking(tx, id);
    const row = await deleteBooking(tx, id);
    return row ? { row, reviewPhotos } : null;
  });
  if (!deleted) return refuse(404, MESSAGES.notFound);
  const { row, reviewPhotos } = deleted;
  await deps.places.changed();
  await deleteFilesQuietly(deps.storage, deps.log, [...row.imageKeys, ...reviewPhotos], 'a deleted booking');
  return success();
}
