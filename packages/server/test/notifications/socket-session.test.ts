import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, deleteSession, findSession } from '../../src/auth/sessions.repository';
import { admins } from '../../src/auth/auth.schema';
import type { Database } from '../../src/db/database';
import { insertAdminIfAbsent } from '../../src/modules/admin/admin.repository';
import notificationsSocket from '../../src/modules/notifications/notifications.socket';
import { createTestDatabase } from '../helpers/test-database';
import { connected, connectSocket, type Socket } from './socket-client';

// The socket plugin alone, with its session check shortened from a minute to a moment.
describe('an admin socket after its session ends', () => {
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let adminId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertAdminIfAbsent(database.db, 'admin@test.example', 'not-a-real-hash');
    adminId = (await database.db.select({ id: admins.id }).from(admins).limit(1))[0]!.id;
    app = Fastify();
    app.decorate('db', database.db);
    app.decorate('redis', null);
    await app.register(notificationsSocket, { sessionCheckMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
    await database.close();
  });

  async function adminSocket(): Promise<{ socket: Socket; token: string }> {
    const token = await createSession(database.db, { role: 'admin', adminId });
    const socket = connectSocket(baseUrl, { token });
    sockets.push(socket);
    await connected(socket);
    return { socket, token };
  }

  it('is closed by the server once the session is gone (logout, password change, expiry)', async () => {
    const ended = await adminSocket();
    const kept = await adminSocket();
    const closed = new Promise<string>((resolve) => ended.socket.once('disconnect', resolve));

    await deleteSession(database.db, (await findSession(database.db, ended.token))!.id);

    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept.socket.connected).toBe(true);
  });
});
