import type { SidersDesign, SidersType } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/siders-designs/{type}; an answer that is not a list counts as empty (docs/api.md). */
export async function getSidersDesigns(type: SidersType, signal?: AbortSignal): Promise<SidersDesign[]> {
  const list = await apiRequest<unknown>(`/api/siders-designs/${encodeURIComponent(type)}`, {
    signal,
    headers: { 'cache-control': 'no-cache' },
  });
  return Array.isArray(list) ? (list as SidersDesign[]) : [];
}

export function useSidersDesigns(type: SidersType | null) {
  return useQuery(type ? `siders:${type}` : null, (signal) => getSidersDesigns(type!, signal));
}
