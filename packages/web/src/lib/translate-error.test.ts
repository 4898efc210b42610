import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  closedDayMessage,
  heldLimitMessage,
  noPlaceMessage,
  teamShortMessage,
  unknownWeekdayMessage,
} from '@mehendi/shared';
import en from '../i18n/locales/en/common.json';
import hi from '../i18n/locales/hi/common.json';
import kn from '../i18n/locales/kn/common.json';
import mr from '../i18n/locales/mr/common.json';
import { translate, type Messages } from '../i18n/translate';
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

  it('says a full date with the day and slot in the reader’s language', () => {
    const seen: unknown[] = [];
    const record = ((key: string, options: unknown) => (seen.push(options), key)) as unknown as TFunction;
    const message = noPlaceMessage('2026-12-05', 'Morning to Afternoon (11:00 AM to 4:00 PM)');
    expect(translateMessage(record, message, 'mr')).toBe('places.noPlace');
    expect(seen[0]).toMatchObject({ ns: 'common', slot: 'सकाळी 11-दुपारी 4' });
    expect((seen[0] as { date: string }).date).toContain('2026');
  });

  it('says a closed day in the page language, with its date and slot', () => {
    const seen: unknown[] = [];
    const record = ((key: string, options: unknown) => (seen.push(options), key)) as unknown as TFunction;
    const message = closedDayMessage('2026-12-05', 'Afternoon to Evening (4:00 PM to 9:00 PM)');
    expect(translateMessage(record, message, 'hi')).toBe('places.closedDay');
    expect((seen[0] as { date: string }).date).toContain('2026');
  });

  it('says what one number can hold with the figure the server named', () => {
    const seen: unknown[] = [];
    const record = ((key: string, options: unknown) => (seen.push(options), key)) as unknown as TFunction;
    expect(translateMessage(record, heldLimitMessage('bookings', 3))).toBe('places.heldBookings');
    expect(translateMessage(record, heldLimitMessage('days', 6))).toBe('places.heldDays');
    expect(seen).toEqual([
      { ns: 'common', max: 3 },
      { ns: 'common', max: 6 },
    ]);
  });

  it('names the unknown weekday a working week was sent with, in the reader’s language', () => {
    const seen: unknown[] = [];
    const record = ((key: string, options: unknown) => (seen.push(options), key)) as unknown as TFunction;
    expect(translateMessage(record, unknownWeekdayMessage('monday'))).toBe('places.unknownWeekday');
    expect(seen).toEqual([{ ns: 'common', key: 'monday' }]);
  });

  it('says a team short of artists (409) with the figures, date and slot in each language', () => {
    const files: Record<string, Messages> = { en, hi, kn, mr };
    const tIn = (language: string) =>
      ((key: string, options?: Record<string, unknown>) =>
        translate(
          (lang, ns) => (ns === 'common' ? files[lang] : undefined),
          language,
          'common',
          key,
          options,
        )) as TFunction;
    const message = teamShortMessage('2027-02-13', 'Afternoon to Evening (4:00 PM to 9:00 PM)', 4, 7);
    expect(message).toBe(
      'Only 4 of 7 artists are free on 13 Feb 2027 (4 PM-9 PM). Please choose another date or join the waiting list.',
    );
    expect(translateMessage(tIn('en'), message, 'en')).toBe(message);
    expect(translateMessage(tIn('mr'), message, 'mr')).toBe(
      '13 फेब्रु 2027 (दुपारी 4-रात्री 9) रोजी 7 पैकी फक्त 4 कलाकार मोकळ्या आहेत. कृपया दुसरी तारीख निवडा किंवा प्रतीक्षा यादीत नाव नोंदवा.',
    );
    expect(translateMessage(tIn('hi'), message, 'hi')).toContain('7 में से सिर्फ़ 4 कलाकार खाली हैं।');
    expect(translateMessage(tIn('kn'), message, 'kn')).toContain('7 ರಲ್ಲಿ 4 ಕಲಾವಿದರು ಮಾತ್ರ ಬಿಡುವಾಗಿದ್ದಾರೆ.');
  });
});
