// POST /api/auth/otp/send and /api/auth/otp/verify (docs/decisions.md §3). The provider checks the number
// itself; this only catches what the login screen does (docs/rules-and-messages.md#validation).
import { z } from 'zod';
import { OTP_LENGTH, PHONE_MIN_LENGTH, PHONE_ROLES } from '../catalogue';
import { MESSAGES } from '../messages';

// E.164 is at most 16 characters; the margin allows spaces, and the cap keeps junk out of the provider.
const PHONE_MAX_LENGTH = 32;

const phone = () =>
  z
    .string({ error: MESSAGES.invalidPhone })
    .trim()
    .min(PHONE_MIN_LENGTH, MESSAGES.invalidPhone)
    .max(PHONE_MAX_LENGTH, MESSAGES.invalidPhone);

// Built on first use (z.lazy): the pages import this module at start-up, and building a Zod schema is
// main-thread work a phone pays before the page answers taps (docs/pages.md).
export const otpSendSchema = z.lazy(() =>
  z.object({
    phone: phone(),
    role: z.enum(PHONE_ROLES, { error: MESSAGES.invalidRole }),
    // The captcha widget's solution; an absent one is a failed check.
    captcha: z
      .string({ error: MESSAGES.captchaFailed })
      .min(1, MESSAGES.captchaFailed)
      .max(4096, MESSAGES.captchaFailed),
    // The page's language, for the code SMS; anything unknown gets English.
    language: z.string().max(16).optional().catch(undefined),
  }),
);
export type OtpSend = z.infer<typeof otpSendSchema>;

export const otpVerifySchema = z.lazy(() =>
  z.object({
    phone: phone(),
    code: z
      .string({ error: MESSAGES.invalidOtp })
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.invalidOtp),
    // Returned by the send call: the code can only be tried by the client that asked for it.
    nonce: z.string({ error: MESSAGES.otpExpired }).min(1, MESSAGES.otpExpired).max(64, MESSAGES.otpExpired),
  }),
);
export type OtpVerify = z.infer<typeof otpVerifySchema>;

/** The send call's answer: the message to show and the nonce the verify call must carry. */
// `nonce` goes back with the verify call; `retryAfter` is when a new code may be asked for (seconds).
export const otpSentResponseSchema = z.object({
  message: z.string(),
  nonce: z.string(),
  retryAfter: z.number().int(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;
