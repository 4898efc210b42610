import type { OtpSentResponse, OtpSend } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/otp/send: the server checks the captcha, then texts a code (in `language`) to the phone.
 * The answer's `nonce` goes with the verify call; `retryAfter` is when another code may be asked for.
 */
export function sendOtp(body: OtpSend): Promise<OtpSentResponse> {
  return apiRequest<OtpSentResponse>('/api/auth/otp/send', { method: 'POST', body });
}
