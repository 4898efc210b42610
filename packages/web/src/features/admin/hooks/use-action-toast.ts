import { useTranslation } from '../../../i18n';
import { translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { useMessages } from './use-messages';

/**
 * Sends one owner's action (`request`), says how it went in a toast (`success`, else the server's answer
 * translated; a refusal or a lost connection as useMessages' errorText says it), and reloads the list
 * either way: a record another admin changed meanwhile shows as it now is. Reviews, advances and artists.
 */
export function useActionToast(reload: () => void) {
  const { t } = useTranslation('admin');
  const { errorText } = useMessages();
  const toast = useToast();
  return async (request: () => Promise<unknown>, success?: string) => {
    try {
      // The check queues' answers carry the server's sentence; the artists' actions are said by `success`.
      const answer = (await request()) as { message?: string } | undefined;
      toast.success(success ?? translateMessage(t, answer?.message ?? ''));
    } catch (error) {
      toast.error(errorText(error, 'somethingWentWrong'));
    }
    reload();
  };
}
