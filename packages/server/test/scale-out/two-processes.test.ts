import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CustomerBooking, type Notification } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import type { ServerProcess } from '../helpers/server-process';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { adminToken, bookingOf, postBooking, uploadDesign } from '../durability/process-client';
import {
  connected,
  connectSocket,
  nextNotification,
  refusal,
  type Socket,
} from '../notifications/socket-client';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/**
 * docs/decisions.md §5 scale-out: two app processes on one PostgreSQL and one Redis. A booking stored through
 * process A reaches an admin whose socket is connected to process B, through the Socket.IO Redis adapter.
 */
const title = enabled
  ? 'two server processes sharing PostgreSQL and Redis'
  : 'two server processes sharing PostgreSQL and Redis (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)';

(enabled ? describe : describe.skip)(title, () => {
  const sockets: Socket[] = [];
  let pair: ServerPair;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startServerPair('scale', process.env.TEST_REDIS_URL!);
    ({ a, b } = pair);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await pair?.close();
  }, 30_000);

  function socketTo(server: ServerProcess, options: Parameters<typeof connectSocket>[1]): Socket {
    const socket = connectSocket(server.url, options);
    sockets.push(socket);
    return socket;
  }

  it('delivers a booking posted to A to the admin socket connected to B', async () => {
    const adminOnB = await adminToken(b.url);
    const socket = socketTo(b, { token: adminOnB });
    await connected(socket);

    // Sessions live in the shared database, so B's admin token works on A as well.
    const design = await uploadDesign(a.url, adminOnB, 'Bridal', '2000-3000');
    const customer = await pair.database.use((db) =>
      createSession(db, { role: 'customer', phone: '+919812345678' }),
    );
    const live = nextNotification(socket, 10_000);
    const response = await postBooking(
      a.url,
      customer,
      bookingOf(design, '9123456780', 'Scale Out Customer'),
    );
    expect(response.status).toBe(201);
    const booking = (await response.json()) as CustomerBooking;

    const event = await live;
    expect(event.message).toBe(
      `New booking from Scale Out Customer for Bridal on ${booking.selectedDates[0]!.slice(0, 10)}`,
    );
    const stored = await fetch(`${b.url}/api/notifications`, {
      headers: { authorization: `Bearer ${adminOnB}` },
    });
    expect(((await stored.json()) as Notification[])[0]).toMatchObject({
      _id: event._id,
      message: event.message,
    });
  });

  it('refuses a socket without a token or with a customer token, on either process', async () => {
    const customer = await pair.database.use((db) =>
      createSession(db, { role: 'customer', phone: '+919812345679' }),
    );
    for (const server of [a, b]) {
      expect(await refusal(socketTo(server, {}))).toBe(MESSAGES.unauthorized);
      expect(await refusal(socketTo(server, { token: customer }))).toBe(MESSAGES.unauthorized);
    }
  });
});
