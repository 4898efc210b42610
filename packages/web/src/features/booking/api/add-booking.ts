import type { Booking, CustomerBooking } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/customers/add with the verified phone's session; the server records the login number. */
export function addBooking(booking: Booking, token: string): Promise<CustomerBooking> {
  return apiRequest<CustomerBooking>('/api/customers/add', { method: 'POST', body: booking, token });
}
