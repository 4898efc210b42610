import type { TFunction } from '../i18n';
import {
  DEFAULT_LANGUAGE,
  heldLimitOf,
  messageKeyOf,
  noPlaceOf,
  closedDayOf,
  normaliseLanguage,
  smsSlot,
  teamShortOf,
  unknownWeekdayOf,
  type MessageKey,
  formatDay,
} from '@mehendi/shared';
import { ApiRequestError } from './api-client';

// Messages the pages word their own way: the original texts name a captcha product the site does not use,
// so they stay word for word in the API and the screen says what happened (docs/rules-and-messages.md).
const ON_SCREEN: ReadonlySet<MessageKey> = new Set(['captchaFailed', 'captchaExpired']);

/** The text shown for a MESSAGES key, in the reader's language. */
export function messageText(t: TFunction, key: MessageKey): string {
  return t(ON_SCREEN.has(key) ? `onScreen.${key}` : `messages.${key}`, { ns: 'common' });
}

/**
 * A server's English message in the reader's language (`language`, for the dates some carry); unknown
 * texts are shown as sent.
 */
export function translateMessage(t: TFunction, text: string, language: string = DEFAULT_LANGUAGE): string {
  const place = noPlaceOf(text);
  if (place) {
    const slot = smsSlot(place.slot, normaliseLanguage(language));
    return t('places.noPlace', { ns: 'common', date: formatDay(place.day, language), slot });
  }
  const short = teamShortOf(text);
  if (short) {
    const slot = smsSlot(short.slot, normaliseLanguage(language));
    return t('places.teamShort', {
      ns: 'common',
      date: formatDay(short.day, language),
      slot,
      free: short.free,
      needed: short.needed,
    });
  }
  const closed = closedDayOf(text);
  if (closed) {
    const slot = smsSlot(closed.slot, normaliseLanguage(language));
    return t('places.closedDay', { ns: 'common', date: formatDay(closed.day, language), slot });
  }
  const held = heldLimitOf(text);
  if (held) {
    return t(held.kind === 'bookings' ? 'places.heldBookings' : 'places.heldDays', {
      ns: 'common',
      max: held.max,
    });
  }
  const weekday = unknownWeekdayOf(text);
  if (weekday !== undefined) return t('places.unknownWeekday', { ns: 'common', key: weekday });
  const key = messageKeyOf(text);
  return key ? messageText(t, key) : text;
}

/** Whether a call failed before any answer came: the connection, not the server. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}

/**
 * The message to show for a failed call: the server's own (translated) when it sent one, else `fallback`
 * (a MESSAGES key). A call that never reached the server says so ('No internet connection…'), so the
 * visitor checks the connection rather than the number or the form.
 */
export function errorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return t('app.noConnection', { ns: 'common' });
  if (error instanceof ApiRequestError && error.body.error) return translateMessage(t, error.body.error);
  return messageText(t, fallback as MessageKey);
}
