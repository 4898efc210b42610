import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notificationText, type Notification, type NotificationSubject } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { keptStatement, type KeptWith } from '../../db/kept-statement';
import { notifications } from './notifications.schema';

type NotificationRow = typeof notifications.$inferSelect;

/** What a notification is about, as stored in `about`; the console opens that record from it. */
export const aboutBooking = (id: string) => `booking:${id}`;
export const aboutArtist = (id: string) => `artist:${id}`;

/** `about` as stored ('booking:<id>', 'artist:<id>') read as the record the console opens. */
function recordOf(about: string | null): Notification['record'] {
  const [type, id] = about?.split(':') ?? [];
  return (type === 'booking' || type === 'artist') && id ? { type, id } : null;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    subject: row.subject,
    record: recordOf(row.about),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

// Built once (db/kept-statement.ts), alone or with each shape of what it carries: a booking's own texts.
const notificationWith = keptStatement<Record<string, unknown>, NotificationRow[], KeptWith | null>(
  (db, alongside) =>
    (alongside ? db.with(alongside.build(db)) : db)
      .insert(notifications)
      .values({
        message: sql.placeholder('message'),
        subject: sql.placeholder('subject'),
        about: sql.placeholder('about'),
      })
      .returning(),
  (alongside) => alongside?.shape ?? '',
);

/**
 * Called inside the transaction that stores what the notification is about, so both land or neither;
 * `about` names that record ('booking:<id>').
 */
export async function insertNotification(
  db: Db,
  subject: NotificationSubject,
  about: string | null = null,
  /** Another write of the transaction sent in the same statement (a WITH of it), as queueTextsWith's. */
  alongside: KeptWith | null = null,
): Promise<Notification> {
  const [row] = await notificationWith(
    db,
    { ...alongside?.values, message: notificationText(subject), subject, about },
    alongside,
  );
  if (!row) throw new Error('insert into notifications returned no row');
  return toNotification(row);
}

/**
 * Like insertNotification, but an unread notification about the same record is brought up to date and
 * to the top of the list instead: one application updated ten times is one notification, not ten.
 */
export async function upsertUnreadNotification(
  db: Db,
  subject: NotificationSubject,
  about: string,
): Promise<Notification> {
  const [merged] = await db
    .update(notifications)
    .set({ message: notificationText(subject), subject, createdAt: sql`clock_timestamp()` })
    .where(and(eq(notifications.about, about), eq(notifications.read, false)))
    .returning();
  if (merged) return toNotification(merged);
  const [row] = await db
    .insert(notifications)
    .values({ message: notificationText(subject), subject, about })
    .returning();
  if (!row) throw new Error('insert into notifications returned no row');
  return toNotification(row);
}

export async function listNotifications(db: Db, limit: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/** Marks the given notifications read, or all of them without ids; returns how many changed. */
export async function markNotificationsRead(db: Db, ids?: readonly string[]): Promise<number> {
  const unread = eq(notifications.read, false);
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(ids === undefined ? unread : and(unread, inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}
