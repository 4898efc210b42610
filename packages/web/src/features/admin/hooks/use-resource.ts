import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  /** True until the answer for the current key (and reload) has arrived. */
  loading: boolean;
  reload(): void;
}

interface Answer<T> {
  key: string;
  version: number;
  data?: T;
  error?: unknown;
}

/**
 * Loads data for `key` (null: nothing to load) and loads again when the key changes or on `reload()`.
 * While a reload of the same key is on its way the earlier data stays visible, so lists do not flicker;
 * data of another key is never shown.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const start = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    start().then(
      (data) => live && setAnswer({ key, version, data }),
      (error: unknown) => live && setAnswer({ key, version, error: error ?? new Error('failed') }),
    );
    return () => {
      live = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const sameKey = key !== null && answer?.key === key;
  const current = sameKey && answer.version === version;
  return {
    data: sameKey ? answer.data : undefined,
    error: current ? answer.error : undefined,
    loading: key !== null && !current,
    reload,
  };
}
