import type { MessageResponse } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';

/** POST /api/admin/logout: ends this session on the server. */
export function logoutAdmin(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/admin/logout', { method: 'POST', token });
}

/** Ends the session on the server (best effort: the token is forgotten here either way) and leaves. */
export function useLogout(): () => Promise<void> {
  const { token, signOut } = useAdminAuth();
  return async () => {
    try {
      await logoutAdmin(token);
    } catch {
      // Already ended or unreachable: forgetting the token still signs this browser out.
    }
    signOut();
  };
}
