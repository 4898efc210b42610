import { useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

const cache = new Map<string, unknown>();

/**
 * Fetches once per `key` (null: nothing to fetch) and remembers the answer for this page view, so going
 * back and forth between options does not download the same list again. A newer key aborts an older call.
 */
export function useQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({
    key: null,
    value: { status: 'idle' },
  });

  useEffect(() => {
    if (key === null || cache.has(key)) return;
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        cache.set(key, data);
        setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // The fetcher is derived from the key; a new function identity alone must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { status: 'idle' };
  if (cache.has(key)) return { status: 'success', data: cache.get(key) as T };
  return state.key === key ? state.value : { status: 'loading' };
}
