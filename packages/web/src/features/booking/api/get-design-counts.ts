import type { DesignCount } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/design-counts: how many designs each price range of each variety has. */
export async function getDesignCounts(signal?: AbortSignal): Promise<DesignCount[]> {
  const counts = await apiRequest<unknown>('/api/design-counts', { signal });
  return Array.isArray(counts) ? (counts as DesignCount[]) : [];
}

/**
 * The price ranges of `variety` that have no design yet; empty until the counts arrive, or when they
 * cannot be read, so the form never refuses a range for want of them.
 */
export function useEmptyRanges(variety: string): ReadonlySet<string> {
  const counts = useQuery('design-counts', getDesignCounts);
  if (counts.status !== 'success') return NONE;
  return new Set(
    counts.data
      .filter((count) => count.variety === variety && count.designs === 0)
      .map((count) => count.priceRange),
  );
}

const NONE: ReadonlySet<string> = new Set();
