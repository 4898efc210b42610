import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/dashboard: answers 200 only for a live admin session. */
export function checkAdminSession(token: string): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('/api/admin/dashboard', { token });
}
