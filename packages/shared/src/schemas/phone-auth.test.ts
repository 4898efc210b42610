import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import { fieldErrors } from './field-errors';
import { otpSendSchema, otpVerifySchema } from './phone-auth';

const send = { phone: '+919876543210', role: 'customer', captcha: 'altcha-payload' };

function sendErrors(overrides: Record<string, unknown>) {
  const result = otpSendSchema.safeParse({ ...send, ...overrides });
  if (result.success) throw new Error('expected the request to be rejected');
  return fieldErrors(result.error);
}

function verifyErrors(input: Record<string, unknown>) {
  const result = otpVerifySchema.safeParse(input);
  if (result.success) throw new Error('expected the request to be rejected');
  return fieldErrors(result.error);
}

describe('otpSendSchema', () => {
  it('accepts a phone of 10 characters or more, trimmed, for customers and artists', () => {
    expect(otpSendSchema.parse({ ...send, phone: ' +919876543210 ' })).toEqual(send);
    expect(otpSendSchema.parse({ ...send, phone: '9876543210', role: 'artist' }).role).toBe('artist');
  });

  it.each(['', '+91987654', '  +9198765  ', 'x'.repeat(33), undefined])('rejects the phone %j', (phone) => {
    expect(sendErrors({ phone })).toEqual({ phone: MESSAGES.invalidPhone });
  });

  it('rejects a role other than customer or artist', () => {
    expect(sendErrors({ role: 'admin' })).toEqual({ role: MESSAGES.invalidRole });
    expect(sendErrors({ role: undefined })).toEqual({ role: MESSAGES.invalidRole });
  });

  it('treats a missing captcha as a failed check', () => {
    expect(sendErrors({ captcha: '' })).toEqual({ captcha: MESSAGES.captchaFailed });
    expect(sendErrors({ captcha: undefined })).toEqual({ captcha: MESSAGES.captchaFailed });
  });
});

describe('otpVerifySchema', () => {
  it('accepts six digits', () => {
    expect(otpVerifySchema.parse({ phone: '+919876543210', code: ' 012345 ', nonce: 'n' })).toEqual({
      phone: '+919876543210',
      code: '012345',
      nonce: 'n',
    });
  });

  it.each(['12345', '1234567', '12345a', '', '١٢٣٤٥٦', undefined, 123456])('rejects the code %j', (code) => {
    expect(verifyErrors({ phone: '+919876543210', code, nonce: 'n' })).toEqual({ code: MESSAGES.invalidOtp });
  });

  it('checks the phone as sending does', () => {
    expect(verifyErrors({ phone: '12345', code: '123456', nonce: 'n' })).toEqual({
      phone: MESSAGES.invalidPhone,
    });
  });

  it('needs the nonce of the send call', () => {
    expect(verifyErrors({ phone: '+919876543210', code: '123456' })).toEqual({ nonce: MESSAGES.otpExpired });
  });
});
