import type { CustomerBooking } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** GET /api/customers/all: every booking, newest first. */
export function listCustomers(token: string): Promise<CustomerBooking[]> {
  return apiRequest<CustomerBooking[]>('/api/customers/all', { token });
}

export function useCustomers() {
  const { call } = useAdminAuth();
  return useResource('customers', () => call(listCustomers));
}
