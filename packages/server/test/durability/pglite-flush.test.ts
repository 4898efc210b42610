// PGlite's own file system never asks the OS to flush (PGlite issue #1107): the server flushes the
// write-ahead log itself before answering a write (docs/operations.md#durability).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.repository';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { fsyncFile } from '../../src/db/wal-flush';
import { uploadDesign } from '../bookings/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Flush {
  file: string;
  startedAt: number;
  finishedAt: number;
}

describe('PGlite on disk: a write is flushed before its answer', () => {
  let dataDir: string;
  let t: TestApp;
  const flushes: Flush[] = [];

  beforeAll(async () => {
    // A slow disk: each fsync of the write-ahead log really happens, then takes 50 ms more, so a flush
    // that is not awaited before the answer would finish after it.
    const syncFile = async (file: string) => {
      const startedAt = performance.now();
      await fsyncFile(file);
      if (file.includes(`${path.sep}pg_wal`)) await new Promise((resolve) => setTimeout(resolve, 50));
      flushes.push({ file: path.relative(dataDir, file), startedAt, finishedAt: performance.now() });
    };
    t = await createTestApp({}, {}, async (folder) => {
      dataDir = folder;
      const database = await openPglite(folder, undefined, { syncFile });
      await migrate(database);
      return database;
    });
  }, 180_000);
  afterAll(() => t.close());

  it('flushes the write-ahead log of a booking before answering 201, and nothing for a read', async () => {
    const admin = await t.adminAuth();
    const design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919812345678' })}`;
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

    // Whatever the earlier writes flush is over before the booking starts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const startedAt = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: customer },
      payload: {
        fullName: 'Asha Patil',
        contactNumber: '9876543210',
        selectedDates: [date],
        selectedTime: 'Late Evening (9:00 PM onwards)',
        mehendiVariety: 'Bridal',
        priceRange: '2000-3000',
        selectedDesigns: [design.imagePath],
        includeSiders: false,
      },
    });
    const answeredAt = performance.now();
    expect(response.statusCode, response.body).toBe(201);
    // Long enough for a flush that was started but not awaited to finish and be seen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const walFlushes = flushes.filter(
      (flush) => flush.file.startsWith(path.join('pgdata', 'pg_wal')) && flush.startedAt > startedAt,
    );
    expect(walFlushes.length).toBeGreaterThan(0);
    for (const flush of walFlushes) expect(flush.finishedAt).toBeLessThan(answeredAt);

    const before = flushes.length;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customers/all',
      headers: { authorization: admin },
    });
    expect(list.json<unknown[]>()).toHaveLength(1);
    expect(flushes.length).toBe(before);
  }, 60_000);
});
