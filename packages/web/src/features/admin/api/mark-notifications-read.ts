import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** POST /api/notifications/read: marks the given notifications read (all of them without ids). */
export function markNotificationsRead(token: string, ids?: string[]): Promise<unknown> {
  return apiRequest('/api/notifications/read', { method: 'POST', token, body: ids ? { ids } : {} });
}

export function useMarkNotificationsRead(): (ids?: string[]) => Promise<unknown> {
  const { call } = useAdminAuth();
  return (ids) => call((token) => markNotificationsRead(token, ids));
}
