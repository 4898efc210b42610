import { useTranslation } from '../../../i18n';

interface ListStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  onRetry(): void;
  /** Offered under the empty text when filters hid every record: the button that clears them. */
  clear?: { label: string; onClear(): void } | undefined;
}

/** What a list shows instead of rows: loading, a load failure with a retry, or its empty text. */
export function ListState({ loading, failed, empty, emptyText, onRetry, clear }: ListStateProps) {
  const { t } = useTranslation('admin');
  if (failed) {
    return (
      <div className="admin-empty" role="alert">
        <p>{t('list.loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (loading && empty) {
    return (
      <p className="admin-empty" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (empty && clear) {
    return (
      <div className="admin-empty">
        <p>{emptyText}</p>
        <button type="button" className="button button--ghost button--small" onClick={clear.onClear}>
          {clear.label}
        </button>
      </div>
    );
  }
  if (empty) return <p className="admin-empty">{emptyText}</p>;
  return null;
}
