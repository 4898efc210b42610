import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** DELETE /api/siders-designs/{designId}. */
export function deleteSidersDesign(token: string, designId: string): Promise<unknown> {
  return apiRequest(`/api/siders-designs/${encodeURIComponent(designId)}`, { method: 'DELETE', token });
}

export function useDeleteSidersDesign(): (designId: string) => Promise<unknown> {
  const { call } = useAdminAuth();
  return (designId) => call((token) => deleteSidersDesign(token, designId));
}
