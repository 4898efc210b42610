import { useCallback, useEffect, useRef, useState } from 'react';
import { useListPage, useStatusCounts } from '../api/admin-list-page';
import { useListFilter, type Narrowings } from './use-list-filter';

type Kind = 'customers' | 'artists';

/**
 * One admin list's state: its filter (use-list-filter), the page it shows, the count of each status, and
 * `reload` after a change. `liveVersion` moves when a live notification arrives, so a booking or
 * application made meanwhile appears without a reload.
 */
export function useAdminList<K extends Kind>(
  kind: K,
  statuses: readonly string[],
  narrowings: Narrowings | undefined,
  liveVersion: number,
) {
  const filters = useListFilter(statuses, narrowings);
  const [version, setVersion] = useState(0);
  const page = useListPage(kind, filters.filter);
  const counts = useStatusCounts(kind, statuses, version);
  const reloadPage = page.reload;
  const reload = useCallback(() => {
    reloadPage();
    setVersion((value) => value + 1);
  }, [reloadPage]);

  // Only a change after the list opened: the first load already has what came before.
  const seenLive = useRef(liveVersion);
  useEffect(() => {
    if (seenLive.current === liveVersion) return;
    seenLive.current = liveVersion;
    reload();
  }, [liveVersion, reload]);

  const rows = page.data?.items ?? [];
  // Every status counted: none at all is "No bookings yet", otherwise an empty page is the filters' doing.
  const noneAtAll = counts.data
    ? Object.values(counts.data).every((count) => count === 0)
    : !filters.filtered;
  return { ...filters, kind, statuses, page, counts, rows, reload, noneAtAll };
}

export type AdminList = ReturnType<typeof useAdminList>;
