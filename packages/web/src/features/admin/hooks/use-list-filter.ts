import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilter } from '../api/admin-list-page';

/** A list's status (kept in the address, so the overview can link to it), search text and page. */
export function useListFilter(statuses: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status') ?? '';
  const status = statuses.includes(raw) ? raw : '';
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filter: ListFilter = { status, q, page };

  const setStatus = useCallback(
    (next: string) => {
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('status', next);
        else params.delete('status');
        return params;
      });
      setPage(1);
    },
    [setSearch],
  );
  const setQuery = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);
  return { filter, setStatus, setQuery, setPage };
}
