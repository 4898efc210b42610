import type { Artist } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** GET /api/artists/all: every artist application, newest first. */
export function listArtists(token: string): Promise<Artist[]> {
  return apiRequest<Artist[]>('/api/artists/all', { token });
}

export function useArtists() {
  const { call } = useAdminAuth();
  return useResource('artists', () => call(listArtists));
}
