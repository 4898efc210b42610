import { io, type Socket } from 'socket.io-client';
import type { NotificationEvent } from '../../src/modules/notifications/notifications.socket';

export type { Socket };

/** Connects like the admin dashboard does; websocket only, no reconnection, so a refusal is final. */
export function connectSocket(baseUrl: string, options: { token?: string; header?: string } = {}): Socket {
  return io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.header ? { extraHeaders: { authorization: options.header } } : {}),
  });
}

/** Resolves on connect, rejects with the server's connect_error. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The message of the connect_error the server answers with. */
export function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was accepted')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

export function nextNotification(socket: Socket, timeoutMs = 5000): Promise<NotificationEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification arrived')), timeoutMs);
    socket.once('notification', (event: NotificationEvent) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}
