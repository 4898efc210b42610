import type { SidersDesign, SidersType } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useResource } from '../hooks/use-resource';

/** GET /api/siders-designs/{type}; an answer that is not a list counts as empty (docs/api.md). */
export async function listSidersDesigns(type: SidersType): Promise<SidersDesign[]> {
  const answer = await apiRequest<unknown>(`/api/siders-designs/${encodeURIComponent(type)}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return Array.isArray(answer) ? (answer as SidersDesign[]) : [];
}

/** Loads the type chosen with 'View Siders Designs' (null: none chosen yet). */
export function useSidersDesigns(type: SidersType | null) {
  return useResource(type, () => (type ? listSidersDesigns(type) : Promise.resolve([])));
}
