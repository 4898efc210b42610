import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { useMediaQuery } from '../hooks/use-media-query';

export interface Column<T> {
  id: string;
  label: string;
  render(row: T): ReactNode;
}

interface RecordListProps<T> {
  caption: string;
  /** The record's name: the row's heading and the button that opens its details. */
  title(row: T): string;
  /** The short facts beside the name. */
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** The accessible name of the button that opens a record ('Details of …'). */
  openLabel(row: T): string;
  onOpen(row: T): void;
  /** The record's next step (Assign, Complete, Approve …); the rest is in its details. */
  actions(row: T): ReactNode;
}

// Below a tablet's width the short rows become cards (docs/pages.md).
const WIDE_ENOUGH = '(min-width: 768px)';

/** A click anywhere on a row or card opens it, except on its own buttons and links. */
function openUnlessControl(event: MouseEvent, open: () => void) {
  if (event.target instanceof Element && event.target.closest('a, button, input, label')) return;
  open();
}

/**
 * The admin lists (docs/pages.md): a short row per record ('#', its name, a few facts, its next action)
 * that fits a laptop's screen without scrolling sideways, or a compact card on a phone; the name opens
 * the record's details.
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const { caption, title, columns, rows, rowKey, openLabel, onOpen, actions } = props;
  const { t } = useTranslation('admin');
  const wide = useMediaQuery(WIDE_ENOUGH);
  const openButton = (row: T) => (
    <button
      type="button"
      className="admin-open"
      aria-haspopup="dialog"
      aria-label={openLabel(row)}
      onClick={() => onOpen(row)}
    >
      {title(row)}
    </button>
  );

  if (!wide) {
    return (
      <ol className="admin-cards" aria-label={caption}>
        {rows.map((row, index) => (
          <li
            key={rowKey(row)}
            className="admin-card"
            onClick={(event) => openUnlessControl(event, () => onOpen(row))}
          >
            <h3 className="admin-card__title">
              <span className="admin-card__number">{index + 1}.</span> {openButton(row)}
            </h3>
            <dl className="admin-card__facts">
              {columns.map((column) => (
                <div key={column.id} className="admin-card__fact">
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
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.number')}</th>
            <th scope="col">{t('table.name')}</th>
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
            <tr key={rowKey(row)} onClick={(event) => openUnlessControl(event, () => onOpen(row))}>
              <td>{index + 1}</td>
              <th scope="row">{openButton(row)}</th>
              {columns.map((column) => (
                <td key={column.id}>{column.render(row)}</td>
              ))}
              <td>{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
