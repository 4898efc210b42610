import type { SeasonAnswer } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** GET /api/season?month=YYYY-MM: per day and slot the bookings held, the places left and the waiting list. */
export function useSeason(month: string) {
  const { call } = useAdminAuth();
  return useResource(`season:${month}`, () =>
    call((token) => apiRequest<SeasonAnswer>(`/api/season?month=${encodeURIComponent(month)}`, { token })),
  );
}
