import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilter } from '../api/admin-list-page';

/**
 * A list's status (kept in the address, so the overview can link to it), search text and page; `record` in
 * the address narrows it to one record (a notification opened it) until another filter is chosen.
 */
export function useListFilter(statuses: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status') ?? '';
  const status = statuses.includes(raw) ? raw : '';
  const record = search.get('record') ?? '';
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filter: ListFilter = { status, q, page, ...(record ? { id: record } : {}) };

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
  const setQuery = useCallback(
    (next: string) => {
      setParams((params) => params.delete('record'));
      setQ(next);
      setPage(1);
    },
    [setParams],
  );
  const showAll = useCallback(() => setParams((params) => params.delete('record')), [setParams]);
  return { filter, setStatus, setQuery, setPage, showAll };
}
