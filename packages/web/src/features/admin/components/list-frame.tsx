import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { PAGE_SIZE } from '../api/admin-list-page';
import type { AdminList } from '../hooks/use-admin-list';
import { ExportButton, OneRecordNote, Pager, SearchBox, StatusTabs } from './list-controls';
import { ListState } from './list-state';

/**
 * What the Artists and Customers lists share (docs/pages.md): heading with the count, status tabs, any
 * further filters (`filters`), search, export, the one-record note, the loading, failed and empty states
 * ('No bookings yet' when there are none at all, 'No bookings match' with Clear filters when filters hid
 * them), the records and the pager.
 */
export function ListFrame({
  list,
  filters,
  records,
  children,
}: {
  list: AdminList;
  filters?: ReactNode;
  /** Shown while the page has records. */
  records: ReactNode;
  /** Always rendered: the list's dialogs, which outlive the last record of a page. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { kind, page, filter } = list;
  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t(`sections.${kind}`)}</h2>
        {page.data && <p className="admin-muted">{t(`${kind}.count`, { count: page.data.total })}</p>}
      </div>
      <div className="admin-list-tools">
        <StatusTabs
          label={t(`${kind}.statusFilter`)}
          statuses={list.statuses}
          counts={list.counts.data}
          current={filter.status}
          onChange={list.setStatus}
        />
        {filters}
        <SearchBox key={list.searchKey} value={filter.q} onChange={list.setQuery} />
        <ExportButton kind={kind} filter={filter} />
      </div>
      {filter.id && <OneRecordNote onShowAll={list.showAll} />}
      <ListState
        loading={page.loading}
        failed={page.error !== undefined}
        empty={list.rows.length === 0}
        emptyText={list.noneAtAll ? t(`${kind}.empty`) : t(`${kind}.noMatch`)}
        onRetry={page.reload}
        clear={list.noneAtAll ? undefined : { label: t('list.clearFilters'), onClear: list.clear }}
      />
      {list.rows.length > 0 && records}
      {page.data && (
        <Pager page={filter.page} total={page.data.total} pageSize={PAGE_SIZE} onPage={list.setPage} />
      )}
      {children}
    </section>
  );
}

/** A further filter of a list as a button that is on or off (the bookings' "Next 7 days", "Failed texts"). */
export function NarrowToggle({
  list,
  name,
  value,
  label,
}: {
  list: AdminList;
  name: string;
  value: string;
  label: string;
}) {
  const on = list.filter.narrow?.[name] === value;
  return (
    <button
      type="button"
      className="admin-tab"
      aria-pressed={on}
      onClick={() => list.setNarrow(name, on ? null : value)}
    >
      {label}
    </button>
  );
}
