import type { Artist, CustomerBooking } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

export const PAGE_SIZE = 20;

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListFilter {
  /** '' for every status. */
  status: string;
  q: string;
  page: number;
  /** One record by id (opened from a notification). */
  id?: string;
  /** The bookings list's narrowings that are on, by parameter (`within`, `texts`; docs/api.md). */
  narrow?: Record<string, string>;
}

type Kind = 'customers' | 'artists';
type ItemOf<K extends Kind> = K extends 'customers' ? CustomerBooking : Artist;

/** The filter as the list and export query string (docs/api.md). */
export function filterQuery(filter: Partial<ListFilter>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.id) params.set('id', filter.id);
  for (const [name, value] of Object.entries(filter.narrow ?? {})) params.set(name, value);
  return params.toString();
}

/** GET /api/{customers|artists}/all with status, q, page and pageSize: one page and the total. */
export function listPage<K extends Kind>(
  token: string,
  kind: K,
  filter: ListFilter,
): Promise<ListPage<ItemOf<K>>> {
  const query = filterQuery(filter, { page: String(filter.page), pageSize: String(PAGE_SIZE) });
  return apiRequest<ListPage<ItemOf<K>>>(`/api/${kind}/all?${query}`, { token });
}

export function useListPage<K extends Kind>(kind: K, filter: ListFilter) {
  const { call } = useAdminAuth();
  return useResource(`${kind}:${JSON.stringify(filter)}`, () =>
    call((token) => listPage(token, kind, filter)),
  );
}

/** How many records each status has (one small request per status, for the tabs). */
export function useStatusCounts(kind: Kind, statuses: readonly string[], version: number) {
  const { call } = useAdminAuth();
  return useResource(`${kind}:counts:${version}`, () =>
    call(async (token) => {
      const totals = await Promise.all(
        statuses.map((status) =>
          apiRequest<ListPage<unknown>>(`/api/${kind}/all?${filterQuery({ status }, { pageSize: '1' })}`, {
            token,
          }),
        ),
      );
      return Object.fromEntries(statuses.map((status, i) => [status, totals[i]?.total ?? 0]));
    }),
  );
}

/** GET /api/{kind}/export.csv with the same filters, saved as a file by the browser. */
export async function downloadCsv(token: string, kind: Kind, filter: Partial<ListFilter>): Promise<void> {
  const response = await fetch(`/api/${kind}/export.csv?${filterQuery(filter)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind === 'customers' ? 'bookings' : 'artists'}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
