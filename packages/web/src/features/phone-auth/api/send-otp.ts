import type { MessageResponse, OtpSend } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/otp/send: the server checks the captcha, then texts a code to the phone. */
export function sendOtp(body: OtpSend): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/otp/send', { method: 'POST', body });
}
