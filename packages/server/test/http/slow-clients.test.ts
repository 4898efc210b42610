import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Resolves with what the server sent once it closes the connection, or null if it is still open. */
function closedWithin(socket: Socket, ms: number): Promise<string | null> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

// A stalled or trickling client cannot hold a connection (docs/decisions.md). The limits are shortened
// here; production uses HTTP_TIMEOUTS.
describe('slow clients', () => {
  let ctx: TestApp;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        httpTimeouts: {
          requestTimeoutMs: 1500,
          headersTimeoutMs: 1000,
          checkIntervalMs: 250,
          connectionTimeoutMs: 3000,
          keepAliveTimeoutMs: 500,
        },
      },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });

  it('closes a connection whose body trickles in slower than the request timeout', async () => {
    const socket = await open();
    const closed = closedWithin(socket, 6000);
    socket.write(
      'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 300);
    const answer = await closed;
    clearInterval(trickle);
    socket.destroy();
    expect(answer).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish', async () => {
    const socket = await open();
    const closed = closedWithin(socket, 6000);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 300);
    const answer = await closed;
    clearInterval(trickle);
    socket.destroy();
    expect(answer).not.toBeNull();
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const socket = await open();
    const closed = closedWithin(socket, 4000);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await closed;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
