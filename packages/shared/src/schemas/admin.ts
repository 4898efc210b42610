// Admin login and password change (docs/api.md). Login has no client-side rules beyond presence: a wrong
// address and a wrong password must look alike.
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

export const adminLoginSchema = z.object({
  email: z.string({ error: MESSAGES.loginFailed }).trim().min(1, MESSAGES.loginFailed),
  // Passwords are taken exactly as typed.
  password: z.string({ error: MESSAGES.loginFailed }).min(1, MESSAGES.loginFailed),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.passwordChangeFailed }).min(1, MESSAGES.passwordChangeFailed),
  newPassword: z
    .string({ error: MESSAGES.invalidPassword })
    .min(ADMIN_PASSWORD_MIN_LENGTH, MESSAGES.invalidPassword),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
