import type { ReactNode } from 'react';
import type { Resource } from '../hooks/use-resource';
import { ListState } from './list-state';

interface CheckQueueProps<T> {
  title: string;
  intro?: string;
  emptyText: string;
  list: Resource<T[]>;
  keyOf(item: T): string;
  renderCard(item: T): ReactNode;
  /** The reason dialog the cards open (useReasonDialog), kept mounted with the section. */
  dialog: ReactNode;
}

/**
 * A console section of records waiting for the owner's check, one card each: reviews to publish or hide,
 * advances to match against the bank statement (docs/pages.md#admin-pages).
 */
export function CheckQueue<T>({
  title,
  intro,
  emptyText,
  list,
  keyOf,
  renderCard,
  dialog,
}: CheckQueueProps<T>) {
  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{title}</h2>
      </div>
      {intro && <p>{intro}</p>}
      <ListState
        loading={list.loading}
        failed={list.error !== undefined}
        empty={list.data?.length === 0}
        emptyText={emptyText}
        onRetry={list.reload}
      />
      {list.data && list.data.length > 0 && (
        <ul className="check-queue">
          {list.data.map((item) => (
            <li key={keyOf(item)}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
