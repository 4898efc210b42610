import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/**
 * DELETE /api/designs/{variety}/{designId}. The server removes the stored files too, so the separate
 * POST /api/cloudinary-delete is not needed (docs/decisions.md §11).
 */
export function deleteDesign(token: string, variety: string, designId: string): Promise<unknown> {
  return apiRequest(`/api/designs/${encodeURIComponent(variety)}/${encodeURIComponent(designId)}`, {
    method: 'DELETE',
    token,
  });
}

export function useDeleteDesign(): (variety: string, designId: string) => Promise<unknown> {
  const { call } = useAdminAuth();
  return (variety, designId) => call((token) => deleteDesign(token, variety, designId));
}
