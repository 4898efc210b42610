import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import type { ServerProcess } from '../helpers/server-process';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { adminToken, bookingOf, postBooking, uploadDesign } from '../durability/process-client';
import { waitFor } from '../bookings/work-fixtures';

const LIST = '/api/designs/Bridal/3000-4000';
/** How soon another process must show a catalogue write (docs/decisions.md). */
const WITHIN_MS = 1000;

const channels = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL LISTEN/NOTIFY', redisUrl: '' }] : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'Redis pub/sub', redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

async function listOn(server: ServerProcess): Promise<{ ids: string[]; etag: string }> {
  const response = await fetch(`${server.url}${LIST}`);
  expect(response.status).toBe(200);
  return {
    ids: ((await response.json()) as Design[]).map((design) => design._id),
    etag: response.headers.get('etag')!,
  };
}

/** Asks `server` for the list until `done` holds (or waitFor gives up); returns how long that took. */
async function until(server: ServerProcess, done: (ids: string[]) => boolean): Promise<number> {
  const started = Date.now();
  await waitFor(async () => (await listOn(server)).ids, done);
  return Date.now() - started;
}

if (channels.length === 0) {
  describe.skip('catalogue shared by two server processes (set TEST_DATABASE_URL)', () => {
    it('needs PostgreSQL', () => {});
  });
}

describe.each(channels)('catalogue shared by two server processes, changes told by $name', ({ redisUrl }) => {
  let pair: ServerPair;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startServerPair('catalogue', redisUrl);
    ({ a, b } = pair);
  }, 120_000);
  afterAll(() => pair?.close(), 30_000);

  it('lists on B, within a second, a design uploaded and then deleted through A', async () => {
    const token = await adminToken(a.url);
    // B has the empty list in memory, and confirms a copy of it with 304.
    const before = await listOn(b);
    expect(before.ids).toEqual([]);
    const confirmed = await fetch(`${b.url}${LIST}`, { headers: { 'if-none-match': before.etag } });
    expect(confirmed.status).toBe(304);

    const design = await uploadDesign(a.url, token, 'Bridal', '3000-4000');
    expect((await listOn(a)).ids).toEqual([design._id]);
    expect(await until(b, (ids) => ids.includes(design._id))).toBeLessThan(WITHIN_MS);
    const stale = await fetch(`${b.url}${LIST}`, { headers: { 'if-none-match': before.etag } });
    expect(stale.status).toBe(200);

    const deleted = await fetch(`${a.url}/api/designs/Bridal/${design._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await listOn(a)).ids).toEqual([]);
    expect(await until(b, (ids) => ids.length === 0)).toBeLessThan(WITHIN_MS);
  });

  it('refuses on B, within a second, a booking of a design deleted through A', async () => {
    const token = await adminToken(a.url);
    let customers = 0;
    // A customer of their own per booking, so no limit of a number is reached while B is asked again.
    const bookOnB = async (design: Design) => {
      const phone = `+9198765${String(++customers).padStart(5, '0')}`;
      const customer = await pair.database.use((db) => createSession(db, { role: 'customer', phone }));
      return postBooking(b.url, customer, { ...bookingOf(design, phone.slice(3)), priceRange: '4000-5000' });
    };
    // Uploaded through B, whose disk keeps the photo (each process has its own folder here): B's booking
    // copies it, and keeps the group's files in memory.
    const design = await uploadDesign(b.url, token, 'Bridal', '4000-5000');
    expect((await bookOnB(design)).status).toBe(201);

    const deleted = await fetch(`${a.url}/api/designs/Bridal/${design._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    // The photo is still on B's disk: only the catalogue B keeps in memory can refuse it.
    const started = Date.now();
    const refused = await waitFor(
      () => bookOnB(design),
      (answer) => answer.status !== 201,
    );
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ error: MESSAGES.designNotInCatalogue });
  });
});
