import type { OtpSentResponse, OtpSend } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/otp/send: the server checks the captcha, then texts a code to the phone. */
export function sendOtp(body: OtpSend): Promise<OtpSentResponse> {
  return apiRequest<OtpSentResponse>('/api/auth/otp/send', { method: 'POST', body });
}
