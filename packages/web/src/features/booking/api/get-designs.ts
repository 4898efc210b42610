import type { Design } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/designs/{variety}/{priceRange}: the catalogue designs of one group. */
export async function getDesigns(
  variety: string,
  priceRange: string,
  signal?: AbortSignal,
): Promise<Design[]> {
  const list = await apiRequest<unknown>(
    `/api/designs/${encodeURIComponent(variety)}/${encodeURIComponent(priceRange)}`,
    { signal },
  );
  return Array.isArray(list) ? (list as Design[]) : [];
}

export function useDesigns(variety: string | null, priceRange: string | null) {
  return useQuery(variety && priceRange ? `designs:${variety}:${priceRange}` : null, (signal) =>
    getDesigns(variety!, priceRange!, signal),
  );
}
