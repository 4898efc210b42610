import type { Design } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useResource } from '../hooks/use-resource';

/** GET /api/designs/{variety}/{priceRange}: the designs of one variety and price range. */
export function listDesigns(variety: string, priceRange: string): Promise<Design[]> {
  return apiRequest<Design[]>(
    `/api/designs/${encodeURIComponent(variety)}/${encodeURIComponent(priceRange)}`,
    {
      // After an upload or delete the admin must see the list as it is now, not a cached copy.
      headers: { 'cache-control': 'no-cache' },
    },
  );
}

/** Loads once both filters are chosen. */
export function useDesigns(variety: string, priceRange: string) {
  const key = variety && priceRange ? `${variety}|${priceRange}` : null;
  return useResource(key, () => listDesigns(variety, priceRange));
}
