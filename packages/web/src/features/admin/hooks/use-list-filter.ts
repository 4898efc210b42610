import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { ListFilter } from '../api/admin-list-page';

/**
 * A list's narrowings beside status and search: each query parameter with the values it may take, or a
 * test of its value (the bookings' `date`).
 */
export type Narrowings = Readonly<Record<string, readonly string[] | ((value: string) => boolean)>>;

/**
 * A list's status and narrowings (kept in the address, so the overview can link to them), search text and
 * page; `record` in the address narrows it to one record (a notification opened it) until another filter
 * is chosen. `clear` drops every filter; `searchKey` changes then, so a search box keyed by it starts empty.
 */
export function useListFilter(statuses: readonly string[], narrowings: Narrowings = {}) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status') ?? '';
  const status = statuses.includes(raw) ? raw : '';
  const record = search.get('record') ?? '';
  const narrow: Record<string, string> = {};
  for (const [name, values] of Object.entries(narrowings)) {
    const value = search.get(name);
    const allowed = typeof values === 'function' ? values : (one: string) => values.includes(one);
    if (value !== null && allowed(value)) narrow[name] = value;
  }
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [searchKey, setSearchKey] = useState(0);
  const filter: ListFilter = { status, q, page, narrow, ...(record ? { id: record } : {}) };
  const filtered = status !== '' || q.trim() !== '' || record !== '' || Object.keys(narrow).length > 0;

  const setParams = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        change(params);
        return params;
      }),
    [setSearch],
  );
  const setStatus = useCallback(
    (next: string) => {
      setParams((params) => {
        params.delete('record');
        if (next) params.set('status', next);
        else params.delete('status');
      });
      setPage(1);
    },
    [setParams],
  );
  /**
   * Turns one narrowing on (`value`) or off (null); `alone` turns it on by itself, as a tab: the status
   * and the other narrowings off (the bookings' "Needs you").
   */
  const setNarrow = useCallback(
    (name: string, value: string | null, alone = false) => {
      setParams((params) => {
        params.delete('record');
        if (alone && value) for (const other of ['status', ...Object.keys(narrowings)]) params.delete(other);
        if (value) params.set(name, value);
        else params.delete(name);
      });
      setPage(1);
    },
    [setParams, narrowings],
  );
  const setQuery = useCallback(
    (next: string) => {
      setParams((params) => params.delete('record'));
      setQ(next);
      setPage(1);
    },
    [setParams],
  );
  const showAll = useCallback(() => setParams((params) => params.delete('record')), [setParams]);
  const clear = useCallback(() => {
    setParams((params) => {
      for (const name of ['record', 'status', ...Object.keys(narrowings)]) params.delete(name);
    });
    setQ('');
    setPage(1);
    setSearchKey((key) => key + 1);
  }, [setParams, narrowings]);
  return { filter, filtered, searchKey, setStatus, setNarrow, setQuery, setPage, showAll, clear };
}
