import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import { adminLoginSchema, changePasswordSchema } from './admin';
import { fieldErrors } from './field-errors';

describe('adminLoginSchema', () => {
  it('accepts any non-empty email and password, the password exactly as typed', () => {
    expect(adminLoginSchema.parse({ email: ' admin@example.com ', password: ' secret ' })).toEqual({
      email: 'admin@example.com',
      password: ' secret ',
    });
    // No format rules: the server answers a wrong address like a wrong password.
    expect(adminLoginSchema.safeParse({ email: 'admin', password: 'x' }).success).toBe(true);
  });

  it('answers a missing field with the login failure message', () => {
    const result = adminLoginSchema.safeParse({ email: '', password: undefined });
    expect(fieldErrors(result.error!)).toEqual({
      email: MESSAGES.loginFailed,
      password: MESSAGES.loginFailed,
    });
  });
});

describe('changePasswordSchema', () => {
  it('needs a new password of at least 8 characters', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: '12345678' }).success).toBe(
      true,
    );
    const result = changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: '1234567' });
    expect(fieldErrors(result.error!)).toEqual({ newPassword: MESSAGES.invalidPassword });
  });

  it('needs the current password', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'long enough' });
    expect(fieldErrors(result.error!)).toEqual({ currentPassword: MESSAGES.passwordChangeFailed });
  });
});
