import type { OtpVerify, TokenResponse } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/otp/verify: a correct code gives a short-lived phone session token. */
export function verifyOtp(body: OtpVerify): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/otp/verify', { method: 'POST', body });
}
