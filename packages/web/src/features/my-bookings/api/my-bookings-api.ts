import type { AdvanceReceipt, BookingAdvance, MyBooking, Review, TeamChoice } from '@mehendi/shared';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';

// /api/my/bookings and /api/my/data (docs/api.md "/api/my"), with the customer's phone session.

export function listMyBookings(token: string, signal?: AbortSignal): Promise<MyBooking[]> {
  return apiRequest<MyBooking[]>('/api/my/bookings', { token, signal });
}

export function cancelMyBooking(token: string, id: string, reason: string) {
  return apiRequest<{ message: string; booking: MyBooking }>(`/api/my/bookings/${id}/cancel`, {
    method: 'POST',
    token,
    body: reason.trim() ? { reason: reason.trim() } : {},
  });
}

/** Takes the place offered from the waiting list (docs/bookings.md#waiting-list). */
export function acceptMyOffer(token: string, id: string) {
  return apiRequest<{ message: string; booking: MyBooking }>(`/api/my/bookings/${id}/accept-offer`, {
    method: 'POST',
    token,
  });
}

/** Moves the booking to other dates or another slot (docs/bookings.md#rescheduling). */
export function rescheduleMyBooking(
  token: string,
  id: string,
  change: { selectedDates: string[]; selectedTime: string },
) {
  return apiRequest<{ message: string; booking: MyBooking }>(`/api/my/bookings/${id}/reschedule`, {
    method: 'POST',
    token,
    body: change,
  });
}

/**
 * A team short of artists (issue 47, docs/bookings.md#short-of-artists) goes ahead with those confirmed, or
 * is cancelled with the advance refunded; answers the booking as it now stands (null if the answer had none).
 */
export async function chooseForTeam(
  token: string,
  id: string,
  choice: TeamChoice,
): Promise<MyBooking | null> {
  const answer = await apiRequest<MyBooking | { booking?: MyBooking } | undefined>(
    `/api/my/bookings/${id}/team-choice`,
    { method: 'POST', token, body: { choice } },
  );
  if (!answer) return null;
  return '_id' in answer ? answer : (answer.booking ?? null);
}

export function deleteMyData(token: string) {
  return apiRequest<{ message: string }>('/api/my/data', { method: 'DELETE', token });
}

/**
 * Fetches the .ics (its events in `language`) with the session (a plain link could not send it) and hands
 * it to the browser.
 */
export async function downloadCalendar(token: string, id: string, language: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/my/bookings/${id}/calendar.ics?lang=${encodeURIComponent(language)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiRequestError(0, {});
  }
  if (!response.ok) throw new ApiRequestError(response.status, {});
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'mehendi-booking.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// Reviews (issue 27; docs/api.md#reviews).

export function listMyReviews(token: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>('/api/my/reviews', { token, signal });
}

/** Rates a completed booking: stars, text and up to 3 photos, as multipart. */
export function postMyReview(
  token: string,
  id: string,
  review: { stars: number; text: string; photos: File[] },
) {
  const form = new FormData();
  form.append('stars', String(review.stars));
  form.append('text', review.text);
  for (const photo of review.photos) form.append('photos', photo, photo.name);
  return apiRequest<Review>(`/api/my/bookings/${id}/review`, { method: 'POST', token, body: form });
}

// Advances by UPI (issue 28; docs/api.md#advances).

/** "I have paid": the payment's 12-digit UTR. */
export function claimMyAdvance(token: string, id: string, utr: string) {
  return apiRequest<{ message: string; advance: BookingAdvance }>(`/api/my/bookings/${id}/advance`, {
    method: 'POST',
    token,
    body: { utr },
  });
}

export function getAdvanceReceipt(token: string, id: string, signal?: AbortSignal) {
  return apiRequest<AdvanceReceipt>(`/api/my/bookings/${id}/advance/receipt`, { token, signal });
}
