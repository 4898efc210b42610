import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import { MESSAGES, messageKeyOf, type MessageKey } from '@mehendi/shared';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Shared messages in the reader's language. `message(key)` for our own sentences; `errorText(error,
 * fallback)` for a failed call: the server's sentence translated (or as sent, if it is not one of ours),
 * the generic text on a network failure, else `fallback`.
 */
export function useMessages() {
  const { t } = useTranslation('common');
  const message = useCallback(
    (key: MessageKey) => t(`messages.${key}`, { defaultValue: MESSAGES[key] }),
    [t],
  );
  const serverText = useCallback(
    (text: string) => {
      const key = messageKeyOf(text);
      return key ? message(key) : text;
    },
    [message],
  );
  const errorText = useCallback(
    (error: unknown, fallback: MessageKey) => {
      if (!(error instanceof ApiRequestError)) return message(fallback);
      if (error.status === 0) return message('somethingWentWrong');
      return error.body.error ? serverText(error.body.error) : message(fallback);
    },
    [message, serverText],
  );
  return { message, serverText, errorText };
}
