import type { Artist, Candidate, CustomerBooking, Overview } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** The admin's actions on bookings and applications (docs/api.md). */
export function useWorkActions() {
  const { call } = useAdminAuth();
  return {
    review: (id: string, status: 'approved' | 'rejected', note?: string) =>
      call((token) =>
        apiRequest<{ artist: Artist }>(`/api/artists/${encodeURIComponent(id)}/review`, {
          method: 'PATCH',
          token,
          body: note ? { status, note } : { status },
        }),
      ),
    assign: (id: string, artistId: string) =>
      call((token) =>
        apiRequest<{ booking: CustomerBooking }>(`/api/customers/${encodeURIComponent(id)}/assign`, {
          method: 'POST',
          token,
          body: { artistId },
        }),
      ),
    setStatus: (id: string, status: 'completed' | 'cancelled', reason?: string) =>
      call((token) =>
        apiRequest<{ booking: CustomerBooking }>(`/api/customers/${encodeURIComponent(id)}/status`, {
          method: 'POST',
          token,
          body: reason ? { status, reason } : { status },
        }),
      ),
    candidates: (id: string) =>
      call((token) =>
        apiRequest<Candidate[]>(`/api/customers/${encodeURIComponent(id)}/candidates`, { token }),
      ),
  };
}

export function useOverview() {
  const { call } = useAdminAuth();
  return useResource('overview', () =>
    call((token) => apiRequest<Overview>('/api/admin/overview', { token })),
  );
}
