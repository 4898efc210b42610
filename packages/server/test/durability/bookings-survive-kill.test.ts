import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CustomerBooking, Design } from '@mehendi/shared';
import type { ApiResponse } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth, type ServerProcess } from '../helpers/server-process';
import { processDatabase, type ProcessDatabase } from './process-database';
import {
  PROCESS_ENV,
  adminToken,
  bookingOf,
  postBooking,
  processClient,
  uploadDesign,
} from './process-client';

const ROUNDS = 3;
const WORKERS = 4;
const CUSTOMER_PHONES = 200;
const ANSWERS_BEFORE_KILL = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/decisions.md §7: a booking answered 2xx survives kill -9. Bookings are posted continuously by several
 * clients, the server is killed at a random moment, restarted on the same folder (taking over the lock
 * the killed process left), and every booking that got a 2xx must be there.
 */
describe(`bookings answered 2xx survive kill -9 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string | undefined;
  let database: ProcessDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    const started = startServer({
      ...PROCESS_ENV,
      ...database!.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir!,
    });
    await waitForHealth(started);
    return started;
  }

  async function storedBookings(baseUrl: string): Promise<CustomerBooking[]> {
    const token = await adminToken(baseUrl);
    return processClient(baseUrl).ok<CustomerBooking[]>('GET', '/api/customers/all', { token });
  }

  it(`keeps every acknowledged booking over ${ROUNDS} rounds`, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-durability-'));
    database = await processDatabase(dataDir);
    // Prepared before the first start: PGlite's folder belongs to one process at a time. Bookings rotate
    // over many phones so that none reaches BOOKING_LIMITS.perPhone however fast the machine posts.
    const customers = await database.use(async (db) => {
      const tokens: string[] = [];
      for (let index = 0; index < CUSTOMER_PHONES; index++) {
        const phone = `+9198${String(index).padStart(8, '0')}`;
        tokens.push(await createSession(db, { role: 'customer', phone }));
      }
      return tokens;
    });

    server = await start();
    const design: Design = await uploadDesign(
      server.url,
      await adminToken(server.url),
      'Bridal',
      '2000-3000',
    );

    const acknowledged = new Map<string, CustomerBooking>();
    const unexpected: string[] = [];
    let sequence = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      const target: ServerProcess = server;
      let posting = true;
      // The kill comes at a random moment after this round's first few answers, however slow the machine:
      // a kill before any answer would prove nothing.
      let answeredThisRound = 0;
      let fewAnswered!: () => void;
      const firstAnswers = new Promise<void>((resolve) => (fewAnswered = resolve));
      const workers = Array.from({ length: WORKERS }, async () => {
        while (posting) {
          sequence += 1;
          const contactNumber = `9${String(sequence).padStart(9, '0')}`;
          let response: ApiResponse;
          try {
            const customer = customers[sequence % CUSTOMER_PHONES]!;
            response = await postBooking(target.url, customer, bookingOf(design, contactNumber));
          } catch {
            // The connection died with the server: not answered, so not promised.
            continue;
          }
          if (response.status === 201) {
            acknowledged.set(contactNumber, response.json<CustomerBooking>());
            if (++answeredThisRound === ANSWERS_BEFORE_KILL) fewAnswered();
          } else unexpected.push(`${response.status} ${response.text()}`);
        }
      });

      await firstAnswers;
      await sleep(Math.random() * 1000);
      target.child.kill('SIGKILL');
      await target.exited;
      posting = false;
      await Promise.all(workers);
      // The killed process could not remove its lock; the next start must take it over.
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

      server = await start();
      const stored = new Map(
        (await storedBookings(server.url)).map((booking) => [booking.contactNumber, booking]),
      );
      const missing = [...acknowledged.keys()].filter((contactNumber) => !stored.has(contactNumber));
      expect(missing, `round ${round}: acknowledged bookings lost`).toEqual([]);
      // Their texts' states move on after the answer (queued, then sent), and so does what the login
      // number holds once it books again (past CUSTOMER_PHONES bookings); the booking itself is as answered.
      const asAnswered = (booking: CustomerBooking | undefined) => ({
        ...booking,
        messages: [],
        heldByNumber: undefined,
      });
      for (const [contactNumber, booking] of acknowledged)
        expect(asAnswered(stored.get(contactNumber))).toEqual(asAnswered(booking));
    }

    expect(unexpected).toEqual([]);
    // The test proves something only if bookings were acknowledged before each kill.
    expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * ANSWERS_BEFORE_KILL);
    // The booking's own image copies were written before the answer too.
    const images = await Promise.all(
      [...acknowledged.values()]
        .slice(-20)
        .map((booking) => fetch(`${server!.url}${booking.selectedDesigns[0]}`)),
    );
    expect(images.map((image) => image.status)).toEqual(images.map(() => 200));
    console.info(`durability: ${ROUNDS} kills, ${acknowledged.size} acknowledged bookings, all stored`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
