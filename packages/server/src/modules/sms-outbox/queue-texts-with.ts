import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { columnsSet, placeholdersFor, type KeptWith } from '../../db/kept-statement';
import type { BookingText, OutgoingText } from './sms-outbox.repository';
import { smsOutbox } from './sms-outbox.schema';

/**
 * Texts queued as a part of another statement of the transaction (a WITH of it: one round trip fewer on a
 * booking's path, docs/speed.md#load-figure), with what was queued as textsOfBookings would read it back.
 * Their ids are made here; `createdAt` is the transaction's time (read from a row it wrote, whose default
 * is `now()`), so they are stored as enqueueTexts stores them. For texts to customers and the owner only:
 * an artist's text may take more than its row (enqueueTexts).
 */
export function queueTextsWith(
  texts: readonly OutgoingText[],
  createdAt: Date,
): { insert: KeptWith | null; queued: BookingText[] } {
  if (texts.some((text) => text.recipient === 'artist')) {
    throw new Error("queueTextsWith queues no artist's text: use enqueueTexts");
  }
  const rows = texts.map((text) => ({
    ...text,
    id: randomUUID(),
    createdAt,
    ...(text.dueAt ? { nextAttemptAt: text.dueAt } : {}),
  }));
  const queued = rows.map((row) => ({
    id: row.id,
    bookingId: row.bookingId ?? null,
    recipient: row.recipient,
    template: row.template,
    channel: 'sms' as const,
    status: 'queued' as const,
    attempts: 0,
    createdAt,
    dueAt: row.dueAt ?? null,
  }));
  if (rows.length === 0) return { insert: null, queued };
  // A kept statement's part (db/kept-statement.ts): each row's columns set make the shape, and each value is
  // a placeholder named by its row and column.
  const columns = rows.map((row) => columnsSet(row, OUTBOX_COLUMNS));
  const values: Record<string, unknown> = {};
  columns.forEach((keys, index) => {
    for (const key of keys) values[`text${index}_${key}`] = rows[index]![key as keyof (typeof rows)[number]];
  });
  const insert: KeptWith = {
    shape: JSON.stringify(columns),
    values,
    build: (db) =>
      db.$with('queued_texts', {}).as(
        // getSQL(): the insert itself, not wrapped in brackets as a subquery (WITH … AS ((insert …)) is no SQL).
        db
          .insert(smsOutbox)
          .values(
            columns.map(
              (keys, index) =>
                placeholdersFor(keys, `text${index}_`) as unknown as typeof smsOutbox.$inferInsert,
            ),
          )
          .getSQL(),
      ),
  };
  return { insert, queued };
}

const OUTBOX_COLUMNS = getTableColumns(smsOutbox);
