import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** DELETE /api/customers/{id}. */
export function deleteCustomer(token: string, id: string): Promise<unknown> {
  return apiRequest(`/api/customers/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}

export function useDeleteCustomer(): (id: string) => Promise<unknown> {
  const { call } = useAdminAuth();
  return (id) => call((token) => deleteCustomer(token, id));
}
