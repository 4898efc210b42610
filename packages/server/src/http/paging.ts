// Admin lists (docs/api.md): with none of status, q, page or pageSize a list answers as it always did
// (a plain array); with any of them it answers one page { items, total, page, pageSize }.

export const DEFAULT_PAGE_SIZE = 20;

export interface ListQuery {
  status?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function wantsPage(query: ListQuery): boolean {
  return (
    query.status !== undefined ||
    query.q !== undefined ||
    query.page !== undefined ||
    query.pageSize !== undefined
  );
}

export function pageOf(query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
