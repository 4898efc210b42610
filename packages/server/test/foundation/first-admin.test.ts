import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../src/db/database';
import { countAdmins } from '../../src/modules/admin/admin.repository';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin, login } from '../../src/modules/admin/admin.service';
import { createTestDatabase } from '../helpers/test-database';

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('first admin', () => {
  let database: Database;
  afterEach(() => database.close());

  it('creates the configured admin once and never overwrites a changed password', async () => {
    database = await createTestDatabase();
    const configured = { email: 'Owner@Example.com', password: 'first password' };
    await ensureFirstAdmin({ db: database.db, log: fakeLog() }, configured);
    await ensureFirstAdmin(
      { db: database.db, log: fakeLog() },
      { ...configured, password: 'another password' },
    );
    expect(await countAdmins(database.db)).toBe(1);
    expect(await login(database, 'owner@example.com', 'first password')).toEqual({
      ok: true,
      value: expect.any(String),
    });
    expect(await login(database, 'owner@example.com', 'another password')).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('on an empty database without settings, creates an admin whose random password is logged once', async () => {
    database = await createTestDatabase();
    const log = fakeLog();
    await ensureFirstAdmin({ db: database.db, log: log }, {});
    expect(log.warn).toHaveBeenCalledTimes(1);
    const line = String(log.warn.mock.calls[0]![0]);
    const password = /Password: (\S+)/.exec(line)?.[1];
    expect(password).toBeDefined();
    expect(await login(database, DEFAULT_ADMIN_EMAIL, password!)).toEqual({
      ok: true,
      value: expect.any(String),
    });

    const again = fakeLog();
    await ensureFirstAdmin({ db: database.db, log: again }, {});
    expect(again.warn).not.toHaveBeenCalled();
    expect(await countAdmins(database.db)).toBe(1);
  });
});
