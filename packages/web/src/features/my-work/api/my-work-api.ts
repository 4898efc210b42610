import type {
  Artist,
  ArtistAvailability,
  ArtistOffer,
  ArtistPreferences,
  MyJob,
  MyProfile,
  OfferDecline,
  OfferStats,
} from '@mehendi/shared';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';

// /api/my/jobs and the artist's own application (docs/api.md "/api/my"), with the artist's phone session.

export function listMyJobs(token: string, signal?: AbortSignal): Promise<MyJob[]> {
  return apiRequest<MyJob[]>('/api/my/jobs', { token, signal });
}

/** The artist's application, or null when this number has not applied. */
export async function getMyApplication(token: string, signal?: AbortSignal): Promise<Artist | null> {
  try {
    return await apiRequest<Artist>('/api/artists', { token, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function declineJob(token: string, id: string, reason: string) {
  return apiRequest<{ message: string; job: MyJob }>(`/api/my/jobs/${id}/decline`, {
    method: 'POST',
    token,
    body: { reason },
  });
}

/** `key`: the id the phone made for this tap, so a step sent again is applied once (docs/pages.md#the-app). */
const keyed = (key?: string) => (key ? { 'idempotency-key': key } : undefined);

export function completeJob(token: string, id: string, key?: string) {
  return apiRequest<{ message: string; job: MyJob }>(`/api/my/jobs/${id}/complete`, {
    method: 'POST',
    token,
    headers: keyed(key),
  });
}

/** The day of the visit (docs/bookings.md#the-day-of-the-visit): the customer's start code at the door. */
export function startJob(token: string, id: string, code: string) {
  return apiRequest<{ message: string; job: MyJob }>(`/api/my/jobs/${id}/start`, {
    method: 'POST',
    token,
    body: { code },
  });
}

export function sayOnMyWay(token: string, id: string, key?: string) {
  return apiRequest<{ message: string; job: MyJob }>(`/api/my/jobs/${id}/on-my-way`, {
    method: 'POST',
    token,
    headers: keyed(key),
  });
}

/** A new private calendar address of the artist's jobs; the one before stops working. */
export function newCalendarLink(token: string) {
  return apiRequest<{ url: string }>('/api/my/calendar-link', { method: 'POST', token });
}

/** When the artist works (docs/bookings.md#places-and-availability); null when this number has not applied. */
export async function getMyAvailability(
  token: string,
  signal?: AbortSignal,
): Promise<ArtistAvailability | null> {
  try {
    return await apiRequest<ArtistAvailability>('/api/my/availability', { token, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function saveMyAvailability(token: string, availability: ArtistAvailability) {
  return apiRequest<{ message: string; availability: ArtistAvailability }>('/api/my/availability', {
    method: 'PUT',
    token,
    body: availability,
  });
}

/** Whether the artist's public profile is shown (docs/pages.md#artist-profiles); null without an application. */
export async function getMyProfile(token: string, signal?: AbortSignal): Promise<MyProfile | null> {
  try {
    return await apiRequest<MyProfile>('/api/my/profile', { token, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function switchMyProfile(token: string, shown: boolean) {
  return apiRequest<MyProfile & { message: string }>('/api/my/profile', {
    method: 'PATCH',
    token,
    body: { public: shown },
  });
}

// Offers of jobs (docs/bookings.md#offers-to-artists): the signed-in artist's, and a one-tap link's.

export function listMyOffers(token: string, signal?: AbortSignal): Promise<ArtistOffer[]> {
  return apiRequest<ArtistOffer[]>('/api/my/offers', { token, signal });
}

export interface OfferAnswer {
  message: string;
  offer: ArtistOffer;
}

/** Accepts or declines an offer: by the artist's session (`token`) or by a one-tap link's secret. */
export function answerOffer(
  by: { token: string; bookingId: string } | { secret: string },
  answer: { accept: true } | { accept: false; decline: OfferDecline },
): Promise<OfferAnswer> {
  const action = answer.accept ? 'accept' : 'decline';
  const body = answer.accept ? undefined : answer.decline;
  return 'secret' in by
    ? apiRequest<OfferAnswer>(`/api/offers/${encodeURIComponent(by.secret)}/${action}`, {
        method: 'POST',
        body,
      })
    : apiRequest<OfferAnswer>(`/api/my/offers/${by.bookingId}/${action}`, {
        method: 'POST',
        token: by.token,
        body,
      });
}

/** The job a one-tap link opens; null for a wrong (or used) link. */
export async function getOfferBySecret(secret: string, signal?: AbortSignal): Promise<ArtistOffer | null> {
  try {
    return await apiRequest<ArtistOffer>(`/api/offers/${encodeURIComponent(secret)}`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export type OfferPreferences = ArtistPreferences & { stats: OfferStats };

/** Whether jobs that fit the artist's week are confirmed automatically, and this month's offers. */
export async function getOfferPreferences(
  token: string,
  signal?: AbortSignal,
): Promise<OfferPreferences | null> {
  try {
    return await apiRequest<OfferPreferences>('/api/my/preferences', { token, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function saveOfferPreferences(token: string, preferences: ArtistPreferences) {
  return apiRequest<OfferPreferences>('/api/my/preferences', { method: 'PUT', token, body: preferences });
}
