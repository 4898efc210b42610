import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { keptStatement } from '../../src/db/kept-statement';
import { notifications } from '../../src/modules/notifications/notifications.schema';
import { createTestDatabase } from '../helpers/test-database';

// A statement built once and run on the pool and on transactions' own connections (db/kept-statement.ts):
// what a transaction writes through it is rolled back with the transaction, and each run takes its own
// values.
describe('a kept statement', () => {
  let database: Database;
  const built: string[] = [];
  const insertNotice = keptStatement<
    { message: string; about: string | null },
    { id: string }[],
    'with about' | 'without'
  >(
    (db, shape) => {
      built.push(shape);
      return db
        .insert(notifications)
        .values({
          message: sql.placeholder('message'),
          subject: { kind: 'dataDeleted', bookings: 0 },
          about: shape === 'with about' ? sql.placeholder('about') : null,
        })
        .returning({ id: notifications.id });
    },
    (shape) => shape,
  );
  const messagesOf = async (about: string) =>
    (await database.db.select().from(notifications).where(eq(notifications.about, about))).map(
      (row) => row.message,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs inside the transaction it is given: rolled back with it, committed with it', async () => {
    // Built on the pool first: the transactions below must still run it on their own connections.
    await insertNotice(database.db, { message: 'on the pool', about: 'kept:1' }, 'with about');
    await expect(
      database.db.transaction(async (tx) => {
        await insertNotice(tx, { message: 'rolled back', about: 'kept:1' }, 'with about');
        // Read on the same connection, before the end: the row is there inside the transaction only.
        const inside = await tx.select().from(notifications).where(eq(notifications.about, 'kept:1'));
        expect(inside.map((row) => row.message).sort()).toEqual(['on the pool', 'rolled back']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await messagesOf('kept:1')).toEqual(['on the pool']);

    await database.db.transaction(async (tx) => {
      await insertNotice(tx, { message: 'committed', about: 'kept:1' }, 'with about');
    });
    expect((await messagesOf('kept:1')).sort()).toEqual(['committed', 'on the pool']);
  });

  it('is built once a shape, whatever the values and connection (the first test built one shape)', async () => {
    for (const message of ['one', 'two', 'three']) {
      await insertNotice(database.db, { message, about: `kept:${message}` }, 'with about');
      await insertNotice(database.db, { message, about: null }, 'without');
    }
    expect(built).toEqual(['with about', 'without']);
    expect(await messagesOf('kept:two')).toEqual(['two']);
    expect(await database.db.$count(notifications, isNull(notifications.about))).toBe(3);
  });
});
