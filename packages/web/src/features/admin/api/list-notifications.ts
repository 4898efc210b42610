import type { Notification } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

/** GET /api/notifications: the stored notifications, newest first. */
export function listNotifications(token: string): Promise<Notification[]> {
  return apiRequest<Notification[]>('/api/notifications', { token });
}

export function useStoredNotifications() {
  const { call } = useAdminAuth();
  return useResource('notifications', () => call(listNotifications));
}
