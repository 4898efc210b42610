import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { useMediaQuery } from '../hooks/use-media-query';

export interface Column<T> {
  id: string;
  label: string;
  render(row: T): ReactNode;
  /** Shown as the card's heading on a phone rather than as a labelled line. */
  isTitle?: boolean;
}

interface RecordTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  actions(row: T): ReactNode;
}

// Below this width a dozen columns cannot be read side by side, so each record becomes a card.
const WIDE_ENOUGH = '(min-width: 700px)';

/** The admin lists (docs/pages.md): '#', the columns, then 'Actions'; a table when wide, cards on a phone. */
export function RecordTable<T>({ caption, columns, rows, rowKey, actions }: RecordTableProps<T>) {
  const { t } = useTranslation('admin');
  const wide = useMediaQuery(WIDE_ENOUGH);

  if (!wide) {
    const title = columns.find((column) => column.isTitle);
    return (
      <ol className="admin-cards" aria-label={caption}>
        {rows.map((row, index) => (
          <li key={rowKey(row)} className="admin-card">
            <h3 className="admin-card__title">
              <span className="admin-card__number">{index + 1}.</span> {title?.render(row)}
            </h3>
            <dl className="admin-card__fields">
              {columns
                .filter((column) => !column.isTitle)
                .map((column) => (
                  <div key={column.id} className="admin-card__field">
                    <dt>{column.label}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
            </dl>
            <div className="admin-card__actions">{actions(row)}</div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.number')}</th>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              <td>{index + 1}</td>
              {columns.map((column) =>
                column.isTitle ? (
                  <th key={column.id} scope="row">
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.id}>{column.render(row)}</td>
                ),
              )}
              <td>{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
