import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** DELETE /api/customers/{id}. */
export function deleteBooking(token: string, id: string): Promise<unknown> {
  return apiRequest(`/api/customers/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}

export function useDeleteBooking(): (id: string) => Promise<unknown> {
  const { call } = useAdminAuth();
  return (id) => call((token) => deleteBooking(token, id));
}
