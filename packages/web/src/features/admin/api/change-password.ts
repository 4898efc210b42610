import type { ChangePassword, MessageResponse } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** POST /api/admin/change-password: 200 {message}, or 400 {error, fields}. */
export function changeAdminPassword(token: string, body: ChangePassword): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/admin/change-password', { method: 'POST', body, token });
}

export function useChangePassword(): (body: ChangePassword) => Promise<MessageResponse> {
  const { call } = useAdminAuth();
  return (body) => call((token) => changeAdminPassword(token, body));
}
