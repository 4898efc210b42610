import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useToast } from '../../../ui/toast';
import { useAdminAuth } from '../auth/admin-auth';
import { downloadCsv, type ListFilter } from '../api/admin-list-page';

/** Status filters with their counts; '' is every status. */
export function StatusTabs({
  label,
  statuses,
  counts,
  current,
  onChange,
}: {
  label: string;
  statuses: readonly string[];
  counts: Record<string, number> | undefined;
  current: string;
  onChange(status: string): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-tabs" role="group" aria-label={label}>
      {['', ...statuses].map((status) => (
        <button
          key={status || 'all'}
          type="button"
          className="admin-tab"
          aria-pressed={status === current}
          onClick={() => onChange(status)}
        >
          {t(`status.${status || 'all'}`)}
          {status && counts?.[status] !== undefined && (
            <span className="admin-tab__count">{counts[status]}</span>
          )}
        </button>
      ))}
    </div>
  );
}

/** Says the list shows only the record a notification opened, with the way back to all of them. */
export function OneRecordNote({ onShowAll }: { onShowAll(): void }) {
  const { t } = useTranslation('admin');
  return (
    <p className="admin-one-record" role="status">
      {t('list.oneRecord')}{' '}
      <button type="button" className="button button--ghost button--small" onClick={onShowAll}>
        {t('list.showAll')}
      </button>
    </p>
  );
}

/** Name or phone search; typed text applies after a short pause. */
export function SearchBox({ value, onChange }: { value: string; onChange(q: string): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="admin-search">
      <label htmlFor={id}>{t('list.search')}</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('list.pages')}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('list.previous')}
      </button>
      <span>{t('list.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}

export function ExportButton({
  kind,
  filter,
}: {
  kind: 'customers' | 'artists';
  filter: Partial<ListFilter>;
}) {
  const { t } = useTranslation('admin');
  const { call } = useAdminAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await call((token) => downloadCsv(token, kind, filter));
    } catch {
      toast.error(t('list.exportFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={busy}
      onClick={() => void run()}
    >
      {t('list.export')}
    </button>
  );
}
