import type { TFunction } from '../i18n';
import { messageKeyOf } from '@mehendi/shared';
import { ApiRequestError } from './api-client';

/** A server's English message in the reader's language; unknown texts are shown as sent. */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKeyOf(text);
  return key ? t(`messages.${key}`, { ns: 'common' }) : text;
}

/** Per-field messages of a failed call or a schema check, translated. */
export function translateFields(t: TFunction, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, translateMessage(t, text)]),
  );
}

/**
 * The message to show for a failed call: the server's own (translated) when it sent one, else `fallback`
 * (a MESSAGES key). A network failure gives the generic 'Something went wrong' message.
 */
export function errorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('messages.somethingWentWrong', { ns: 'common' });
    if (error.body.error) return translateMessage(t, error.body.error);
  }
  return t(`messages.${fallback}`, { ns: 'common' });
}
