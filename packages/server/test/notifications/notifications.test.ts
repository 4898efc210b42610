import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Notification } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { insertNotification } from '../../src/modules/notifications/notifications.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connected, connectSocket, nextNotification, refusal, type Socket } from './socket-client';

describe('notifications', () => {
  let ctx: TestApp;
  let admin: string;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await ctx.adminAuth();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => ctx.close());

  function socket(options: Parameters<typeof connectSocket>[1]): Socket {
    const created = connectSocket(baseUrl, options);
    sockets.push(created);
    return created;
  }

  describe('GET /api/notifications and POST /api/notifications/read', () => {
    it('refuses anyone but an admin', async () => {
      const customer = await createSession(ctx.app.db, { role: 'customer', phone: '+919812345678' });
      for (const [method, url] of [
        ['GET', '/api/notifications'],
        ['POST', '/api/notifications/read'],
      ] as const) {
        expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
        const forbidden = await ctx.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${customer}` },
        });
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json()).toEqual({ error: MESSAGES.forbidden });
      }
    });

    it('lists stored notifications newest first, unread, and marks chosen ones or all read', async () => {
      const first = await insertNotification(ctx.app.db, { kind: 'newArtist', name: 'Meera' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await insertNotification(ctx.app.db, { kind: 'newArtist', name: 'Ravi' });
      const list = () =>
        ctx.app
          .inject({ method: 'GET', url: '/api/notifications', headers: { authorization: admin } })
          .then((response) => response.json<Notification[]>());

      expect(await list()).toEqual([
        {
          _id: second._id,
          message: 'New artist application from Ravi',
          subject: { kind: 'newArtist', name: 'Ravi' },
          record: null,
          read: false,
          createdAt: second.createdAt,
        },
        {
          _id: first._id,
          message: 'New artist application from Meera',
          subject: { kind: 'newArtist', name: 'Meera' },
          record: null,
          read: false,
          createdAt: first.createdAt,
        },
      ]);

      const markOne = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { authorization: admin },
        payload: { ids: [first._id] },
      });
      expect(markOne.json()).toEqual({ updated: 1 });
      expect((await list()).map((item) => item.read)).toEqual([false, true]);

      const markAll = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { authorization: admin },
        payload: {},
      });
      expect(markAll.json()).toEqual({ updated: 1 });
      expect((await list()).map((item) => item.read)).toEqual([true, true]);
    });

    it('answers 400 for ids that are not ids', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { authorization: admin },
        payload: { ids: ['1; drop table notifications'] },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('the /socket.io connection', () => {
    it('delivers a published notification to an admin who sends the token in auth.token', async () => {
      const adminSocket = socket({ token: admin.replace('Bearer ', '') });
      await connected(adminSocket);
      const received = nextNotification(adminSocket);
      const stored = await insertNotification(ctx.app.db, { kind: 'newArtist', name: 'Asha' });
      ctx.app.notifier.publish(stored);
      expect(await received).toEqual({
        _id: stored._id,
        message: 'New artist application from Asha',
        subject: { kind: 'newArtist', name: 'Asha' },
        createdAt: stored.createdAt,
      });
    });

    it('accepts the admin token as an Authorization: Bearer header', async () => {
      await connected(socket({ header: admin }));
    });

    it('refuses a socket without a token, with an unknown token, or with a customer or artist token', async () => {
      const customer = await createSession(ctx.app.db, { role: 'customer', phone: '+919812345678' });
      const artist = await createSession(ctx.app.db, { role: 'artist', phone: '+919812345679' });
      expect(await refusal(socket({}))).toBe(MESSAGES.unauthorized);
      expect(await refusal(socket({ token: 'not-a-session' }))).toBe(MESSAGES.unauthorized);
      expect(await refusal(socket({ token: customer }))).toBe(MESSAGES.unauthorized);
      expect(await refusal(socket({ header: `Bearer ${artist}` }))).toBe(MESSAGES.unauthorized);
    });

    it('refuses the token of an admin who logged out', async () => {
      const token = await ctx.adminAuth();
      await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: token } });
      expect(await refusal(socket({ header: token }))).toBe(MESSAGES.unauthorized);
    });
  });
});
