import { useCallback, useMemo, useState } from 'react';
import type { Notification } from '@mehendi/shared';
import { useToast } from '../../../ui/toast';
import { useStoredNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from './use-live-notifications';
import { useNotificationText } from './use-notification-text';

/**
 * The dashboard's notification list: the stored ones (loaded when the dashboard opens) with the live ones
 * on top; each live one is also announced as a green toast.
 */
export function useNotifications() {
  const stored = useStoredNotifications();
  const markRead = useMarkNotificationsRead();
  const toast = useToast();
  const notificationText = useNotificationText();
  const [live, setLive] = useState<Notification[]>([]);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  // Moves with each live notification, so an open list loads again and shows what it is about.
  const [liveVersion, setLiveVersion] = useState(0);

  useLiveNotifications((notification) => {
    setLiveVersion((value) => value + 1);
    setLive((list) => [
      { ...notification, read: false },
      ...list.filter((item) => item._id !== notification._id),
    ]);
    toast.success(notificationText(notification));
  });

  const items = useMemo(() => {
    const liveIds = new Set(live.map((item) => item._id));
    const merged = [...live, ...(stored.data ?? []).filter((item) => !liveIds.has(item._id))];
    return merged.map((item) => (readIds.has(item._id) ? { ...item, read: true } : item));
  }, [live, stored.data, readIds]);

  const unreadCount = items.filter((item) => !item.read).length;

  const markAllRead = useCallback(async () => {
    const ids = items.filter((item) => !item.read).map((item) => item._id);
    if (ids.length === 0) return;
    await markRead(ids);
    setReadIds((previous) => new Set([...previous, ...ids]));
  }, [items, markRead]);

  /** One notification read (it was opened); a failure leaves it unread, nothing more. */
  const markOneRead = useCallback(
    (id: string) => {
      setReadIds((previous) => new Set([...previous, id]));
      markRead([id]).catch(() =>
        setReadIds((previous) => new Set([...previous].filter((readId) => readId !== id))),
      );
    },
    [markRead],
  );

  return {
    items,
    unreadCount,
    loading: stored.loading,
    failed: stored.error !== undefined,
    markAllRead,
    markOneRead,
    liveVersion,
  };
}
