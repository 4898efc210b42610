import type { AdminLogin, TokenResponse } from '@mehendi/shared';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/** POST /api/admin/login: a bearer token, or 401 (429) with the server's error. */
export function loginAdmin(credentials: AdminLogin): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/admin/login', { method: 'POST', body: credentials });
}

/**
 * True for the answer that says the account's failure limit is reached and a solved captcha may still try
 * (docs/security.md#admin-sign-in-limits).
 */
export function asksForCaptcha(failure: unknown): boolean {
  return (
    failure instanceof ApiRequestError &&
    failure.status === 429 &&
    (failure.body as { captchaRequired?: unknown }).captchaRequired === true
  );
}
