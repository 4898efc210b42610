import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** `retry()` asks again (a "Try again" button): loading, then the new answer. */
  | { status: 'error'; error: unknown; retry(): void };

type Settled<T> = { status: 'success'; data: T } | { status: 'error'; error: unknown };

const cache = new Map<string, unknown>();

/** The id of the JSON block in which a server-rendered page sends the answers it was rendered from. */
export const PAGE_DATA_ID = 'page-data';

/**
 * Answers known before the first render: the server renders a page from them (docs/pages.md#artist-profiles)
 * and sends them along, so the browser takes the page over with the same data instead of fetching it again.
 */
export function primeQueries(answers: Readonly<Record<string, unknown>>): void {
  for (const [key, value] of Object.entries(answers)) cache.set(key, value);
}

/** The server's rendering forgets what it was given once the page is rendered (the next page is another's). */
export function forgetQueries(keys: readonly string[]): void {
  for (const key of keys) cache.delete(key);
}

/**
 * Fetches once per `key` (null: nothing to fetch) and remembers the answer for this page view, so going
 * back and forth between options does not download the same list again. A newer key aborts an older call.
 * A failure is not remembered: its `retry()` fetches again.
 */
export function useQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; value: Settled<T> | null }>({
    key: null,
    attempt: 0,
    value: null,
  });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (key === null || cache.has(key)) return;
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        cache.set(key, data);
        setState({ key, attempt, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, attempt, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // The fetcher is derived from the key; a new function identity alone must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  if (key === null) return { status: 'idle' };
  if (cache.has(key)) return { status: 'success', data: cache.get(key) as T };
  const { value } = state;
  if (state.key !== key || state.attempt !== attempt || !value) return { status: 'loading' };
  return value.status === 'error' ? { ...value, retry } : value;
}
