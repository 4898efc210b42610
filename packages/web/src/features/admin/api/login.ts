import type { AdminLogin, TokenResponse } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/login: a bearer token, or 401 with the server's error. */
export function loginAdmin(credentials: AdminLogin): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/admin/login', { method: 'POST', body: credentials });
}
