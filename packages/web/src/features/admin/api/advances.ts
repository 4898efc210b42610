import type { CustomerBooking } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** A claim waiting for the owner's check, or a refund owed (GET /api/customers/advances). */
export interface AdvanceToCheck {
  bookingId: string;
  reference: string;
  fullName: string;
  amount: number;
  status: 'claimed' | 'refund_due';
  utr: string | null;
  claimedAt: string | null;
  /** A refund due: the customer's number to send it to by UPI. */
  refundTo: string | null;
}

export type AdvanceCheck =
  | { status: 'received'; note?: string }
  | { status: 'not_received'; note: string }
  | { status: 'refunded'; utr: string; note?: string };

/** The advances to check and the owner's check of one (docs/api.md#advances). */
export function useAdvancesToCheck() {
  const { call } = useAdminAuth();
  const list = useResource('advances-to-check', () =>
    call((token) => apiRequest<AdvanceToCheck[]>('/api/customers/advances', { token })),
  );
  const check = (bookingId: string, body: AdvanceCheck) =>
    call((token) =>
      apiRequest<{ message: string; booking: CustomerBooking }>(
        `/api/customers/${encodeURIComponent(bookingId)}/advance`,
        { method: 'POST', token, body },
      ),
    );
  return { list, check };
}
