import type { MessageResponse, OtpSend } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/** `retryAfter`: seconds until the server would send another code to this phone. */
export type OtpSent = MessageResponse & { retryAfter?: number };

/** POST /api/auth/otp/send: the server checks the captcha, then texts a code (in `language`) to the phone. */
export function sendOtp(body: OtpSend): Promise<OtpSent> {
  return apiRequest<OtpSent>('/api/auth/otp/send', { method: 'POST', body });
}
