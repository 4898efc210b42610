import type { Artist, ArtistAvailability, MyJob, MyProfile } from '@mehendi/shared';
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

export function completeJob(token: string, id: string) {
  return apiRequest<{ message: string; job: MyJob }>(`/api/my/jobs/${id}/complete`, {
    method: 'POST',
    token,
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

export function sayOnMyWay(token: string, id: string) {
  return apiRequest<{ message: string; job: MyJob }>(`/api/my/jobs/${id}/on-my-way`, {
    method: 'POST',
    token,
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
