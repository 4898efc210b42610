import type { Artist, ArtistAvailability, Candidate, CustomerBooking, Overview } from '@mehendi/shared';
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
    /** Takes an artist's public profile down (docs/api.md#artist-profiles); she may show it again. */
    hideProfile: (id: string) =>
      call((token) =>
        apiRequest<{ message: string }>(`/api/artists/${encodeURIComponent(id)}/profile`, {
          method: 'PATCH',
          token,
          body: { public: false },
        }),
      ),
    /** `seat`: which seat of a team booking the artist fills or takes over (docs/bookings.md#team-bookings). */
    assign: (id: string, artistId: string, seat?: number) =>
      call((token) =>
        apiRequest<{ booking: CustomerBooking }>(`/api/customers/${encodeURIComponent(id)}/assign`, {
          method: 'POST',
          token,
          body: seat === undefined ? { artistId } : { artistId, seat },
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
    /** A new private calendar address of every assigned booking; this admin's one before stops working. */
    calendarLink: () =>
      call((token) => apiRequest<{ url: string }>('/api/admin/calendar-link', { method: 'POST', token })),
    /** When an artist works (docs/bookings.md#places-and-availability). */
    availability: (id: string) =>
      call((token) =>
        apiRequest<ArtistAvailability>(`/api/artists/${encodeURIComponent(id)}/availability`, { token }),
      ),
    saveAvailability: (id: string, availability: ArtistAvailability) =>
      call((token) =>
        apiRequest<{ message: string; availability: ArtistAvailability }>(
          `/api/artists/${encodeURIComponent(id)}/availability`,
          { method: 'PUT', token, body: availability },
        ),
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
