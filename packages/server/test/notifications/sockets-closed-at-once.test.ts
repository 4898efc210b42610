import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app';
import { connected, connectSocket, type Socket } from './socket-client';

// Logout, a password change and expiry close that admin's live sockets at once, not at the next
// periodic session check (a minute later).
describe("an admin's sockets when the session ends", { timeout: 120_000 }, () => {
  let ctx: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  }, 240_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx.close();
  });

  async function adminSocket(auth: string): Promise<Socket> {
    const socket = connectSocket(baseUrl, { token: auth.replace(/^Bearer /, '') });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }
  const disconnectedWithin = (socket: Socket, ms: number) =>
    new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  const post = (url: string, auth: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });

  it('closes the socket of a session that logs out, and only that one', async () => {
    const leaving = await ctx.adminAuth();
    const staying = await ctx.adminAuth();
    const leavingSocket = await adminSocket(leaving);
    const stayingSocket = await adminSocket(staying);
    const closed = disconnectedWithin(leavingSocket, 10_000);
    expect((await post('/api/admin/logout', leaving)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
  });

  it("closes the admin's other sockets on a password change and keeps this session's", async () => {
    const other = await ctx.adminAuth();
    const changing = await ctx.adminAuth();
    const otherSocket = await adminSocket(other);
    const ownSocket = await adminSocket(changing);
    // Generous for a loaded machine (two argon2 hashes), and still far below the minute of the periodic check.
    const closed = disconnectedWithin(otherSocket, 15_000);
    const response = await post('/api/admin/change-password', changing, {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ownSocket.connected).toBe(true);
  });

  it('closes the socket the moment its session expires', async () => {
    const auth = await ctx.app
      .inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: TEST_ADMIN.email, password: 'a brand new password' },
      })
      .then((response) => `Bearer ${response.json<{ token: string }>().token}`);
    await ctx.database.withConnection((c) =>
      c.exec(`update sessions set expires_at = now() + interval '1500 milliseconds'`),
    );
    const socket = await adminSocket(auth);
    expect(await disconnectedWithin(socket, 5000)).toBe('io server disconnect');
  });
});
