import { bookingSchema, MESSAGES, type CustomerBooking } from '@mehendi/shared';
import { ApiRequestError } from '../../lib/api-client';
import { setFlag, writeItem } from '../../lib/storage';
import type { PhoneSession } from '../../lib/phone-session';
import { addBooking } from './api/add-booking';
import { clearBookingDraft, joinsWaitlist, keepFullDate, readBookingDraft } from './booking-draft';
import { summarise, type BookingSummary } from './booking-summary';
import { forgetPreferredArtist, readPreferredArtist } from './preferred-artist';

export type SubmitBookingResult =
  /** `waitlisted`: the booking joined the waiting list (docs/bookings.md#waiting-list). */
  | { ok: true; fullName: string; summary: BookingSummary; waitlisted: boolean }
  /** `dateFull`: a date has no place; the form, opened again, says which (docs/bookings.md). */
  | { ok: false; message: string; dateFull?: true };

/**
 * After the phone is verified: posts the stored booking with the phone session (docs/decisions.md §4), then
 * marks the customer logged in. Failures of the call are thrown (ApiRequestError) for the caller to show.
 */
export async function submitStoredBooking(session: PhoneSession): Promise<SubmitBookingResult> {
  const draft = readBookingDraft();
  if (!draft) return { ok: false, message: MESSAGES.noBookingDetails };
  const preferred = readPreferredArtist();
  const parsed = bookingSchema.safeParse({
    ...draft,
    loginNumber: session.phone,
    ...(joinsWaitlist() ? { waitlist: true } : {}),
    ...(preferred ? { preferredArtistId: preferred.id } : {}),
  });
  if (!parsed.success) return { ok: false, message: MESSAGES.bookingFailed };
  let stored: CustomerBooking;
  try {
    stored = await addBooking(parsed.data, session.token);
  } catch (error) {
    const full =
      error instanceof ApiRequestError && error.status === 409 ? error.fields.selectedDates : undefined;
    if (!full) throw error;
    keepFullDate(full, draft);
    return { ok: false, message: full, dateFull: true };
  }
  writeItem('loginNumber', session.phone);
  setFlag('customerLoggedIn');
  clearBookingDraft();
  forgetPreferredArtist();
  return {
    ok: true,
    fullName: parsed.data.fullName,
    summary: summarise(stored),
    waitlisted: stored.status === 'waitlisted',
  };
}

export function hasStoredBooking(): boolean {
  return readBookingDraft() !== null;
}
