// Admin login and password change (docs/api.md). Login has no client-side rules beyond presence: a wrong
// address and a wrong password must look alike.
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

export const adminLoginSchema = z.object({
  email: z.string({ error: MESSAGES.loginFailed }).trim().min(1, MESSAGES.loginFailed),
  // Passwords are taken exactly as typed.
  password: z.string({ error: MESSAGES.loginFailed }).min(1, MESSAGES.loginFailed),
  // A solved captcha (the phone login's ALTCHA payload), sent only after an answer with captchaRequired:
  // the account's failure limit is reached and only a solved captcha may still try.
  captcha: z.string().max(4096).optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.passwordChangeFailed }).min(1, MESSAGES.passwordChangeFailed),
  newPassword: z
    .string({ error: MESSAGES.invalidPassword })
    .min(ADMIN_PASSWORD_MIN_LENGTH, MESSAGES.invalidPassword),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
