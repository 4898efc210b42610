// POST /api/auth/otp/send and /api/auth/otp/verify (docs/decisions.md §3). The provider checks the number
// itself; this only catches what the login screen does (docs/rules-and-messages.md#validation).
import { z } from 'zod';
import { OTP_LENGTH, PHONE_MIN_LENGTH, PHONE_ROLES } from '../catalogue';
import { MESSAGES } from '../messages';

// E.164 is at most 16 characters; the margin allows spaces, and the cap keeps junk out of the provider.
const PHONE_MAX_LENGTH = 32;

const phone = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .min(PHONE_MIN_LENGTH, MESSAGES.invalidPhone)
  .max(PHONE_MAX_LENGTH, MESSAGES.invalidPhone);

export const otpSendSchema = z.object({
  phone,
  role: z.enum(PHONE_ROLES, { error: MESSAGES.invalidRole }),
  // The captcha widget's solution; an absent one is a failed check.
  captcha: z.string({ error: MESSAGES.captchaFailed }).min(1, MESSAGES.captchaFailed),
});
export type OtpSend = z.infer<typeof otpSendSchema>;

export const otpVerifySchema = z.object({
  phone,
  code: z
    .string({ error: MESSAGES.invalidOtp })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.invalidOtp),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;
