import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import type { TFunction } from '../i18n';
import { ApiRequestError } from './api-client';
import { errorMessage, translateMessage } from './translate-error';

// Answers with the key it was asked for, so the test sees which text the page would show.
const t = ((key: string) => key) as unknown as TFunction;

describe('the text a server message is shown as', () => {
  it('is the message itself in the reader language, or the page words for the captcha ones', () => {
    expect(translateMessage(t, MESSAGES.invalidPhone)).toBe('messages.invalidPhone');
    expect(translateMessage(t, MESSAGES.captchaFailed)).toBe('onScreen.captchaFailed');
    expect(translateMessage(t, MESSAGES.captchaExpired)).toBe('onScreen.captchaExpired');
    expect(translateMessage(t, 'Something only this server says')).toBe('Something only this server says');
  });

  it('falls back to the given message, also in the page words', () => {
    expect(errorMessage(t, new Error('offline'), 'captchaFailed')).toBe('onScreen.captchaFailed');
    const refused = new ApiRequestError(400, { error: MESSAGES.captchaFailed });
    expect(errorMessage(t, refused, 'somethingWentWrong')).toBe('onScreen.captchaFailed');
  });

  it('says there is no connection when the call never reached the server', () => {
    expect(errorMessage(t, new ApiRequestError(0, {}), 'otpSendFailed')).toBe('app.noConnection');
    expect(errorMessage(t, new ApiRequestError(500, {}), 'otpSendFailed')).toBe('messages.otpSendFailed');
  });
});
