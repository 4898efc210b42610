import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';
import type { Column } from './record-list';

/**
 * A record's details (docs/pages.md): every field under its label, then what can be done with it, and
 * last, apart and in red, what cannot be undone (Delete).
 */
export function RecordDetails<T>({
  record,
  title,
  fields,
  actions,
  deleteLabel,
  onDelete,
  onClose,
  children,
}: {
  record: T | null;
  title: string;
  fields: Column<T>[];
  actions: ReactNode;
  /** The Delete button's accessible name ('Delete Priya Deshmukh'). */
  deleteLabel: string;
  onDelete(record: T): void;
  onClose(): void;
  /** More about the record, after its actions (an artist's "When they work"). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={record !== null}
      title={title}
      onClose={onClose}
      className="record-details"
      closeLabel={t('common.close')}
    >
      {record !== null && (
        <>
          <dl className="record-details__fields">
            {fields.map((field) => (
              <div key={field.id} className="record-details__field">
                <dt>{field.label}</dt>
                <dd>{field.render(record)}</dd>
              </div>
            ))}
          </dl>
          <div className="admin-actions record-details__actions">{actions}</div>
          {children}
          <div className="record-details__danger">
            <button
              type="button"
              className="button button--small admin-delete"
              onClick={() => onDelete(record)}
              aria-label={deleteLabel}
            >
              {t('table.delete')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
