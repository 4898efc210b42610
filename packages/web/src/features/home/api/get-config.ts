import type { PublicConfig } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/config: the owner's contact details for the footer. */
export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/api/config', { signal });
}

export function useConfig() {
  return useQuery('config', getConfig);
}
