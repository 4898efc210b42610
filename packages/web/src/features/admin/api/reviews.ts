import type { AdminReview } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** Reviews waiting for moderation, and publishing or hiding one (docs/api.md#reviews). */
export function usePendingReviews() {
  const { call } = useAdminAuth();
  const list = useResource('reviews-pending', () =>
    call((token) => apiRequest<AdminReview[]>('/api/reviews?status=pending', { token })),
  );
  const moderate = (id: string, status: 'published' | 'hidden', reason?: string) =>
    call((token) =>
      apiRequest<{ message: string; review: AdminReview }>(`/api/reviews/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        token,
        body: reason ? { status, reason } : { status },
      }),
    );
  return { list, moderate };
}
