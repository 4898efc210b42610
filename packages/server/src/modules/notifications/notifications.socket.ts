import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { MESSAGES, type Notification } from '@mehendi/shared';
import { findSession } from '../../auth/sessions.repository';
import { bearerToken } from '../../auth/tokens';
import { SOCKET_SESSION_CHECK_MS } from '../../limits';

/** What the admin dashboard receives on the `notification` event. */
export type NotificationEvent = Pick<Notification, '_id' | 'message' | 'subject' | 'createdAt'>;

export interface Notifier {
  /** Sends to every connected admin, on every process when Redis is configured. Call after commit. */
  publish(notification: Notification): void;
  /** Closes the live sockets of one admin session at once (logout), on every process. */
  closeSessionSockets(sessionId: string): void;
  /** Closes every live socket of an admin but the one of `exceptSessionId` (password change). */
  closeAdminSockets(adminId: string, options?: { exceptSessionId?: string }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

const ADMINS_ROOM = 'admins';
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const adminRoom = (adminId: string) => `admin:${adminId}`;

type RedisCommand = 'publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe';

/** Replaces the client's commands with ones whose rejection is logged instead of left unhandled. */
function catchRejections(client: Redis, commands: RedisCommand[], onError: (error: unknown) => void): void {
  for (const command of commands) {
    const original = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [command]: (...args: unknown[]) =>
        original(...args).catch((error: unknown) => {
          onError(error);
          return 0;
        }),
    });
  }
}

function handshakeToken(socket: Socket): string | undefined {
  const auth: Record<string, unknown> = socket.handshake.auth;
  if (typeof auth.token === 'string' && auth.token !== '') return auth.token;
  return bearerToken(socket.handshake.headers.authorization);
}

/**
 * Live notifications (docs/api.md#live-notifications-socketio): Socket.IO on /socket.io, admins only. The
 * handshake needs an admin bearer token; anything else gets a connect_error. With Redis, the adapter carries
 * events between processes, so an admin connected to one process hears about a booking stored by another.
 */
export interface NotificationsSocketOptions {
  /** How often a connected admin's session is checked again (tests shorten it). */
  sessionCheckMs?: number;
  /** The security headers of every answer (../../http/security-headers.ts), for Engine.IO's own answers. */
  securityHeaders?: Record<string, string>;
}

async function notificationsSocket(app: FastifyInstance, options: NotificationsSocketOptions): Promise<void> {
  const sessionCheckMs = options.sessionCheckMs ?? SOCKET_SESSION_CHECK_MS;
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  // Engine.IO answers the polling transport itself, before Fastify: its handshake and polling answers get
  // the same security headers as every other answer (docs/security.md#security-headers).
  const headers = options.securityHeaders ?? {};
  const addSecurityHeaders = (answer: Record<string, string>) => Object.assign(answer, headers);
  io.engine.on('initial_headers', addSecurityHeaders);
  io.engine.on('headers', addSecurityHeaders);

  // The subscriber waits for Redis however long it is away instead of failing its subscriptions.
  const redisClients = app.redis
    ? [app.redis.duplicate(), app.redis.duplicate({ maxRetriesPerRequest: null })]
    : [];
  const [pubClient, subClient] = redisClients;
  if (pubClient && subClient) {
    for (const client of redisClients) {
      client.on('error', (error: unknown) =>
        app.log.error({ err: error }, 'socket.io redis connection error'),
      );
    }
    // The adapter fires these commands without handling a rejection (Redis away, or the connection closed
    // at shutdown); unhandled, one would end the process after a booking was already stored. The
    // notification stays stored for GET /api/notifications either way.
    catchRejections(pubClient, ['publish'], (error) =>
      app.log.error({ err: error }, 'socket.io redis publish failed; a live notification was not delivered'),
    );
    catchRejections(subClient, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (error) =>
      app.log.warn({ err: error }, 'socket.io redis subscription command failed'),
    );
    // Loaded only with Redis (docs/speed.md#compiled-server).
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(pubClient, subClient, { key: 'mehendi-socket.io' }));
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const check = token ? findSession(app.db, token) : Promise.resolve(null);
    check.then(
      (session) => {
        if (session?.role !== 'admin') return next(new Error(MESSAGES.unauthorized));
        socket.data.token = token;
        socket.data.sessionId = session.id;
        socket.data.adminId = session.adminId;
        socket.data.expiresAt = session.expiresAt.getTime();
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake: session lookup failed');
        next(new Error(MESSAGES.somethingWentWrong));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join([
      ADMINS_ROOM,
      sessionRoom(String(socket.data.sessionId)),
      adminRoom(String(socket.data.adminId)),
    ]);
    // Closed the moment the session expires; logout and password change close it through the rooms.
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, Number(socket.data.expiresAt) - Date.now()), 2 ** 31 - 1),
    );
    // A socket outlives nothing of its session: after logout, a password change or expiry it is closed.
    const token = String(socket.data.token);
    const timer = setInterval(() => {
      findSession(app.db, token).then(
        (session) => {
          if (!session) socket.disconnect(true);
        },
        (error: unknown) => app.log.warn({ err: error }, 'socket session check failed; trying again later'),
      );
    }, sessionCheckMs);
    socket.once('disconnect', () => {
      clearInterval(timer);
      clearTimeout(expiry);
    });
  });

  app.decorate('notifier', {
    publish(notification) {
      const event: NotificationEvent = {
        _id: notification._id,
        message: notification.message,
        subject: notification.subject,
        createdAt: notification.createdAt,
      };
      io.to(ADMINS_ROOM).emit('notification', event);
    },
    closeSessionSockets(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    closeAdminSockets(adminId, { exceptSessionId } = {}) {
      const sockets = io.in(adminRoom(adminId));
      (exceptSessionId ? sockets.except(sessionRoom(exceptSessionId)) : sockets).disconnectSockets(true);
    },
  } satisfies Notifier);

  // Open sockets would keep the HTTP server from closing, so they are dropped before it closes.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // quit() would wait for a Redis that is away; such a connection has nothing to flush anyway.
    await Promise.allSettled(
      redisClients.map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())),
    );
  });
}

export default fp(notificationsSocket, { name: 'notifications-socket' });
