import type { PhoneRole } from '@mehendi/shared';
import type { ApiClient } from './api-client';
import { solvedCaptcha } from './captcha';
import type { CodeSource } from './phone-codes';

/** A fresh Indian mobile number (10 digits), so per-phone limits never meet across tests. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * A verified phone session, the way a phone gets one: captcha solved, code sent, code read from
 * `codes`, code verified. `phone` is the 10-digit mobile number; answers the session token.
 */
export async function phoneSession(
  api: ApiClient,
  codes: CodeSource,
  { role, phone }: { role: PhoneRole; phone: string },
): Promise<string> {
  const captcha = await solvedCaptcha(api);
  const mark = await codes.mark();
  const { nonce } = await api.ok<{ nonce: string }>('POST', '/api/auth/otp/send', {
    json: { phone: `+91${phone}`, role, captcha },
  });
  const code = await codes.codeSince(mark, `+91${phone}`);
  const { token } = await api.ok<{ token: string }>('POST', '/api/auth/otp/verify', {
    json: { phone: `+91${phone}`, code, nonce },
  });
  return token;
}
