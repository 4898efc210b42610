import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/database';

const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? 'a PostgreSQL connection closed by the server'
  : 'a PostgreSQL connection closed by the server (skipped: set TEST_DATABASE_URL)';

// PostgreSQL restarts, fails over or is told to end a session: the app logs it and carries on.
(serverUrl ? describe : describe.skip)(title, () => {
  let database: Database;
  const reported: Error[] = [];

  beforeAll(async () => {
    database = await openPostgres(serverUrl!, (error) => reported.push(error));
  });
  afterAll(() => database.close());

  it('is reported, not thrown, and the next query gets a new connection', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // The pooled connection is idle again once this query is done.
      const [backend] = await database.withConnection((connection) =>
        connection.query<{ pid: number }>('select pg_backend_pid() as pid'),
      );
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
      await admin.end();
      await expect.poll(() => reported.length).toBe(1);

      expect(await database.withConnection((connection) => connection.query('select 1 as one'))).toEqual([
        { one: 1 },
      ]);
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
    expect(reported[0]?.message).toMatch(/terminating connection/);
  });
});
