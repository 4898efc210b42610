import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** DELETE /api/artists/{id}. */
export function deleteArtist(token: string, id: string): Promise<unknown> {
  return apiRequest(`/api/artists/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}

export function useDeleteArtist(): (id: string) => Promise<unknown> {
  const { call } = useAdminAuth();
  return (id) => call((token) => deleteArtist(token, id));
}
