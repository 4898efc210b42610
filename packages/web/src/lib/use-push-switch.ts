import { useCallback, useEffect, useState } from 'react';
import type { PushKey, PushSubscribed, PushSubscriptionInput } from '@mehendi/shared';
import { ApiRequestError, apiRequest } from './api-client';
import { appWorker } from './installed-app';

/**
 * "Turn on notifications" (docs/pages.md#the-app): `on` when this browser's subscription is with the
 * server, `off`, `blocked` when the browser was told not to allow them (only its settings can undo that),
 * `unsupported` without a service worker or push (an iPhone's Safari outside the installed app), and
 * `checking` at first.
 */
export type PushState = 'checking' | 'on' | 'off' | 'blocked' | 'unsupported';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The server's VAPID key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** The push subscription of `token`'s artist or admin; permission is asked only from `turnOn` (a tap). */
export function usePushSwitch(token: string | null) {
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    let current = true;
    void (async () => {
      if (!pushSupported()) return setState('unsupported');
      if (Notification.permission === 'denied') return setState('blocked');
      const worker = await appWorker();
      if (!worker) return current && setState('unsupported');
      const subscription = await worker.pushManager.getSubscription();
      if (current) setState(subscription && Notification.permission === 'granted' ? 'on' : 'off');
    })();
    return () => {
      current = false;
    };
  }, []);

  /** Asks for permission (from the tap that calls this), subscribes with the server's key and says so. */
  const turnOn = useCallback(async () => {
    const worker = await appWorker();
    if (!worker) return setState('unsupported');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
    const { publicKey } = await apiRequest<PushKey>('/api/push/key', { token });
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const body = subscription.toJSON() as PushSubscriptionInput;
    try {
      await apiRequest<PushSubscribed>('/api/push/subscriptions', { method: 'POST', token, body });
    } catch (error) {
      // Not kept by the server: not kept by the browser either, so the switch tells the truth.
      await subscription.unsubscribe();
      throw error;
    }
    setState('on');
  }, [token]);

  /** Forgets the subscription on the server and in the browser. */
  const turnOff = useCallback(async () => {
    const subscription = await (await appWorker())?.pushManager.getSubscription();
    if (subscription) {
      try {
        await apiRequest<PushSubscribed>('/api/push/subscriptions', {
          method: 'DELETE',
          token,
          body: { endpoint: subscription.endpoint },
        });
      } catch (error) {
        // Already gone from the server (a push service's 410 removed it): the browser forgets it all the same.
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
      }
      await subscription.unsubscribe();
    }
    setState('off');
  }, [token]);

  return { state, turnOn, turnOff };
}
