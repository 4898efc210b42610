import type { PublicProfile, PublicProfileSummary } from '@mehendi/shared';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

// The query keys the server renders these pages from (it sends their answers along, docs/pages.md).
export const PROFILE_LIST_KEY = 'artist-profiles';
export const profileKey = (slug: string) => `artist-profile:${slug}`;

/** GET /api/artists/public: every public profile, best rated first. */
export function getPublicProfiles(signal?: AbortSignal): Promise<PublicProfileSummary[]> {
  return apiRequest<PublicProfileSummary[]>('/api/artists/public', { signal });
}

/** GET /api/artists/public/{slug}; null when there is no such public profile (404). */
export async function getPublicProfile(slug: string, signal?: AbortSignal): Promise<PublicProfile | null> {
  try {
    return await apiRequest<PublicProfile>(`/api/artists/public/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
