import { useEffect, useEffectEvent } from 'react';
import { io } from 'socket.io-client';
import type { Notification } from '@mehendi/shared';
import { useAdminAuth } from '../auth/admin-auth';

/** The server's `notification` event: a stored notification without its read flag. */
export type LiveNotification = Omit<Notification, 'read'>;

/**
 * The admin's live channel (docs/product.md#flows, docs/decisions.md §2): opened with the admin token once
 * signed in, closed when the component using it unmounts (the admin leaves the dashboard).
 */
export function useLiveNotifications(onNotification: (notification: LiveNotification) => void): void {
  const { token } = useAdminAuth();
  const deliver = useEffectEvent(onNotification);

  useEffect(() => {
    const socket = io({ path: '/socket.io', auth: { token } });
    socket.on('notification', (payload: LiveNotification) => deliver(payload));
    return () => {
      socket.disconnect();
    };
  }, [token]);
}
