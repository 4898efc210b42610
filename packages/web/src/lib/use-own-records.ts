import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { useToast } from '../ui/toast';
import { errorMessage } from './translate-error';

export type OwnRecords<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; text: string };

const sessionEnded = (error: unknown) => (error as { status?: number }).status === 401;

/**
 * What a phone session may see (My bookings, My work): loaded with the page and again on `reload()` (or
 * `retry()`, which shows loading first).
 * `refused(error)` reports a failed action. Either way an ended session (401) calls `onSessionEnded`
 * (back to the phone login); anything else is said in the reader's language. `fetch` must be stable.
 */
export function useOwnRecords<T>(fetch: (signal?: AbortSignal) => Promise<T>, onSessionEnded: () => void) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const [loaded, setLoaded] = useState<OwnRecords<T>>({ status: 'loading' });

  const refused = useCallback(
    (error: unknown, fallback = 'somethingWentWrong') => {
      if (sessionEnded(error)) return onSessionEnded();
      toast.error(errorMessage(t, error, fallback));
    },
    [onSessionEnded, t, toast],
  );

  const reload = useCallback(
    (signal?: AbortSignal) =>
      fetch(signal).then(
        (data) => setLoaded({ status: 'ready', data }),
        (error: unknown) => {
          if (signal?.aborted) return;
          if (sessionEnded(error)) return onSessionEnded();
          setLoaded({ status: 'error', text: errorMessage(t, error, 'somethingWentWrong') });
        },
      ),
    [fetch, onSessionEnded, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  /** After a failed load ("Try again"): shows loading again, then the new answer. */
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    void reload();
  }, [reload]);

  return { loaded, reload, retry, refused };
}
