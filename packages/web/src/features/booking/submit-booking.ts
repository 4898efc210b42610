import { bookingSchema, MESSAGES, type Estimate } from '@mehendi/shared';
import { setFlag, writeItem } from '../../lib/storage';
import type { PhoneSession } from '../../lib/phone-session';
import { addBooking } from './api/add-booking';
import { clearBookingDraft, readBookingDraft } from './booking-draft';

export type SubmitBookingResult =
  { ok: true; fullName: string; estimate: Estimate | null } | { ok: false; message: string };

/**
 * After the phone is verified: posts the stored booking with the phone session (docs/decisions.md §4), then
 * marks the customer logged in. Failures of the call are thrown (ApiRequestError) for the caller to show.
 */
export async function submitStoredBooking(session: PhoneSession): Promise<SubmitBookingResult> {
  const draft = readBookingDraft();
  if (!draft) return { ok: false, message: MESSAGES.noBookingDetails };
  const parsed = bookingSchema.safeParse({ ...draft, loginNumber: session.phone });
  if (!parsed.success) return { ok: false, message: MESSAGES.bookingFailed };
  const stored = await addBooking(parsed.data, session.token);
  writeItem('loginNumber', session.phone);
  setFlag('customerLoggedIn');
  clearBookingDraft();
  // The thank-you page shows the server's estimate, the one that was stored.
  return { ok: true, fullName: parsed.data.fullName, estimate: stored.estimate };
}

export function hasStoredBooking(): boolean {
  return readBookingDraft() !== null;
}
