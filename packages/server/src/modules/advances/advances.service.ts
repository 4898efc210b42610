// An advance by UPI (issue 28, docs/bookings.md#advances): asked when a booking is first confirmed, claimed
// by the customer with the payment's UTR, checked by the owner against the bank statement, and on a
// cancellation refunded or kept by the policy. Each step is one transaction with its history entry and
// its texts in the outbox.
import {
  MESSAGES,
  advanceAmount,
  bookingReference,
  firstBookedDay,
  refundsAdvance,
  renderSms,
  normaliseLanguage,
  rupeesInWords,
  slotInstant,
  smsAmount,
  smsVariables,
  type Actor,
  type AdvanceReceipt,
  type AdvanceStatus,
  type BookingHistoryEntry,
  type SmsValues,
  firstNameOf,
  myBookingLink,
} from '@mehendi/shared';
import type { Clock } from '../../clock';
import type { AdvanceSettings } from '../../config';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import type { BookingRow } from '../bookings/bookings.schema';
import { enqueueTexts, type OutgoingText } from '../sms-outbox';
import {
  appendAdvanceStep,
  bookingOf,
  insertAdvance,
  lockedAdvance,
  updateAdvance,
  utrTaken,
  type AdvanceRow,
} from './advances.repository';

export type Settings = NonNullable<AdvanceSettings>;

export interface AdvanceDeps {
  db: Db;
  clock: Clock;
  config: { advances: AdvanceSettings; contact: { name: string } };
  onTextsQueued?: () => void;
}

function step(
  booking: BookingRow,
  by: Actor,
  now: Date,
  advance: { status: AdvanceStatus; amount: number; utr?: string | null },
  note?: string | null,
): BookingHistoryEntry {
  const entry: BookingHistoryEntry = {
    at: now.toISOString(),
    by,
    from: booking.status,
    to: booking.status,
    advance: { status: advance.status, amount: advance.amount },
  };
  if (advance.utr) entry.advance!.utr = advance.utr;
  if (note) entry.note = note;
  return entry;
}

function customerAdvanceText(
  booking: BookingRow,
  template: 'customerAdvanceDue' | 'customerAdvanceReceived' | 'customerRefundPaid',
  amount: number,
  settings: Settings,
  extra: Pick<SmsValues, 'link' | 'utr'> = {},
): OutgoingText {
  const language = normaliseLanguage(booking.language);
  const values = {
    name: firstNameOf(booking.fullName),
    amount: smsAmount({ min: amount, max: amount }),
    reference: bookingReference(booking.id),
    hours: String(settings.refundHours),
    ...extra,
  };
  return {
    bookingId: booking.id,
    recipient: 'customer',
    toPhone: booking.loginNumber,
    template,
    language,
    body: renderSms(template, language, values),
    variables: smsVariables(template, language, values),
  };
}

/**
 * In the lifecycle's transaction of a booking's first confirmation: the advance it asks and the text that
 * says so (the confirmation text itself names the artist). A booking confirmed again (re-assigned, or
 * handed back and given to another) keeps its advance and hears nothing more of it.
 */
export async function openAdvance(
  tx: Db,
  booking: BookingRow,
  settings: Settings,
  now: Date,
  origin: string,
): Promise<OutgoingText[]> {
  if (await lockedAdvance(tx, booking.id)) return [];
  const amount = advanceAmount(settings, booking.estimateMin);
  await insertAdvance(tx, booking.id, amount, now);
  await appendAdvanceStep(tx, booking.id, step(booking, 'system', now, { status: 'due', amount }));
  return [
    customerAdvanceText(booking, 'customerAdvanceDue', amount, settings, {
      link: myBookingLink(origin, booking.id),
    }),
  ];
}

/**
 * In the lifecycle's transaction of a cancellation: a received (or claimed, still to check) advance is
 * refund_due when the cancellation comes at least ADVANCE_REFUND_HOURS before the first slot, else
 * forfeited, as the policy said. One never paid stays due; a cancelled booking offers no link.
 */
export async function settleOnCancel(
  tx: Db,
  booking: BookingRow,
  by: Actor,
  settings: Settings,
  now: Date,
): Promise<void> {
  const advance = await lockedAdvance(tx, booking.id);
  if (!advance || (advance.status !== 'received' && advance.status !== 'claimed')) return;
  const first = firstBookedDay(booking);
  const start = first ? slotInstant(first, booking.selectedTime, 'start') : now;
  const status: AdvanceStatus = refundsAdvance(start, now, settings.refundHours) ? 'refund_due' : 'forfeited';
  const row = await updateAdvance(tx, booking.id, { status, updatedAt: now });
  await appendAdvanceStep(tx, booking.id, step(booking, by, now, row));
}

type Work = (tx: Db, booking: BookingRow, advance: AdvanceRow) => Promise<OutgoingText[]>;

/** One step of an advance under its row lock; 404 for a booking without one (or another's). */
async function change(
  deps: AdvanceDeps,
  bookingId: string,
  loginNumber: string | undefined,
  work: Work,
): Promise<Outcome> {
  if (!deps.config.advances) return refuse(404, MESSAGES.notFound);
  const booking = await bookingOf(deps.db, bookingId);
  if (!booking || (loginNumber !== undefined && booking.loginNumber !== loginNumber))
    return refuse(404, MESSAGES.notFound);
  let texts: OutgoingText[];
  try {
    texts = await deps.db.transaction(async (tx) => {
      const advance = await lockedAdvance(tx, bookingId);
      if (!advance) throw new AdvanceRefusal(404, MESSAGES.notFound);
      const queued = await work(tx, booking, advance);
      await enqueueTexts(tx, queued);
      return queued;
    });
  } catch (error) {
    if (error instanceof AdvanceRefusal)
      return refuse(error.status, error.message, error.field ? { field: error.field } : undefined);
    if (isUniqueViolation(error)) return refuse(409, MESSAGES.utrTaken, { field: 'utr' });
    throw error;
  }
  if (texts.length > 0) deps.onTextsQueued?.();
  return success();
}

class AdvanceRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

// Two claims of one UTR at once: the unique index on booking_advances.utr lets one in.
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The customer's "I have paid": a due advance becomes claimed with the payment's UTR. */
export function claimAdvance(
  deps: AdvanceDeps,
  bookingId: string,
  loginNumber: string,
  utr: string,
): Promise<Outcome> {
  return change(deps, bookingId, loginNumber, async (tx, booking, advance) => {
    if (advance.status !== 'due' || booking.status === 'cancelled')
      throw new AdvanceRefusal(409, MESSAGES.advanceNotPayable);
    if (await utrTaken(tx, utr, booking.id)) throw new AdvanceRefusal(409, MESSAGES.utrTaken, 'utr');
    const now = deps.clock.now();
    const row = await updateAdvance(tx, booking.id, {
      status: 'claimed',
      utr,
      claimedAt: now,
      updatedAt: now,
    });
    await appendAdvanceStep(tx, booking.id, step(booking, 'customer', now, row));
    return [];
  });
}

export interface AdvanceCheck {
  status: 'received' | 'not_received' | 'refunded';
  note?: string;
  utr?: string;
}

/**
 * The owner's check: a claimed advance is received (the customer is texted and gets a receipt) or not
 * received (back to due, the UTR given up, the note shown to the customer); a refund due is refunded with
 * the refund's UTR.
 */
export function checkAdvance(deps: AdvanceDeps, bookingId: string, check: AdvanceCheck): Promise<Outcome> {
  const settings = deps.config.advances;
  return change(deps, bookingId, undefined, async (tx, booking, advance) => {
    const now = deps.clock.now();
    const note = check.note || null;
    if (check.status === 'refunded') {
      if (advance.status !== 'refund_due') throw new AdvanceRefusal(409, MESSAGES.advanceNotPayable);
      const row = await updateAdvance(tx, booking.id, {
        status: 'refunded',
        refundUtr: check.utr ?? null,
        refundedAt: now,
        note: note ?? advance.note,
        updatedAt: now,
      });
      await appendAdvanceStep(tx, booking.id, step(booking, 'admin', now, { ...row, utr: check.utr }, note));
      // The customer hears that the money is on its way, with the refund's UTR to find it (issue 44).
      return [
        customerAdvanceText(booking, 'customerRefundPaid', row.amount, settings!, { utr: check.utr ?? '' }),
      ];
    }
    // The owner may also record a payment found on the statement before the customer claimed it.
    const fromDue = advance.status === 'due' && check.status === 'received';
    if (advance.status !== 'claimed' && !fromDue) throw new AdvanceRefusal(409, MESSAGES.advanceNotPayable);
    if (check.status === 'received') {
      const utr = advance.utr ?? check.utr ?? null;
      if (!utr) throw new AdvanceRefusal(400, MESSAGES.utrFormat, 'utr');
      if (fromDue && (await utrTaken(tx, utr, booking.id)))
        throw new AdvanceRefusal(409, MESSAGES.utrTaken, 'utr');
      const row = await updateAdvance(tx, booking.id, {
        status: 'received',
        utr,
        receivedAt: now,
        note,
        updatedAt: now,
      });
      await appendAdvanceStep(tx, booking.id, step(booking, 'admin', now, row, note));
      return [customerAdvanceText(booking, 'customerAdvanceReceived', row.amount, settings!)];
    }
    const row = await updateAdvance(tx, booking.id, {
      status: 'due',
      utr: null,
      claimedAt: null,
      note,
      updatedAt: now,
    });
    await appendAdvanceStep(
      tx,
      booking.id,
      step(booking, 'admin', now, { ...row, utr: advance.utr }, note ?? 'not received'),
    );
    return [];
  });
}

/** The admin's change of the amount, while it is still to pay. */
export function setAdvanceAmount(deps: AdvanceDeps, bookingId: string, amount: number): Promise<Outcome> {
  return change(deps, bookingId, undefined, async (tx, booking, advance) => {
    if (advance.status !== 'due') throw new AdvanceRefusal(409, MESSAGES.advanceNotPayable);
    const now = deps.clock.now();
    const row = await updateAdvance(tx, booking.id, { amount, updatedAt: now });
    await appendAdvanceStep(tx, booking.id, step(booking, 'admin', now, row));
    return [];
  });
}

/** A received advance's receipt, in the booking's language; null when there is none to show. */
export function receiptOf(
  booking: BookingRow,
  advance: AdvanceRow | undefined,
  deps: Pick<AdvanceDeps, 'config'>,
): AdvanceReceipt | null {
  const settings = deps.config.advances;
  if (!settings || !advance?.receivedAt || !advance.utr) return null;
  const language = normaliseLanguage(booking.language);
  return {
    businessName: settings.payee.name,
    reference: bookingReference(booking.id),
    customerName: booking.fullName,
    amount: advance.amount,
    amountInWords: rupeesInWords(advance.amount, language),
    language,
    utr: advance.utr,
    receivedAt: advance.receivedAt.toISOString(),
    refundHours: settings.refundHours,
    status: advance.status,
  };
}
