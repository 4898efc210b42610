import type { TFunction } from '../../../i18n';
import type { Column } from './record-list';

/**
 * A record's status column, as its badge (`short`) and, in the details, with the note that explains it
 * below (an artist's review note, a booking's cancel reason).
 */
export function statusColumns<T extends { status: string }>(
  t: TFunction,
  label: string,
  noteOf: (row: T) => string | null,
): { short: Column<T>; detail: Column<T> } {
  const badge = (row: T) => (
    <span className={`status-badge status-badge--${row.status}`}>{t(`status.${row.status}`)}</span>
  );
  const note = (row: T) => {
    const text = noteOf(row);
    return text && <span className="admin-block admin-muted">{text}</span>;
  };
  return {
    short: { id: 'status', label, render: badge },
    detail: {
      id: 'status',
      label,
      render: (row) => (
        <>
          {badge(row)}
          {note(row)}
        </>
      ),
    },
  };
}
