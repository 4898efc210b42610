import { formatDayTime } from '@mehendi/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';
import { useToast } from '../../../ui/toast';
import { useMessages } from '../hooks/use-messages';
import { useNotificationText } from '../hooks/use-notification-text';
import type { useNotifications } from '../hooks/use-notifications';
import { recordSearch } from './sections';

type Notifications = ReturnType<typeof useNotifications>;

/** The header's bell: the unread count, and a dialog listing every notification with the unread marked. */
export function NotificationsButton({ notifications }: { notifications: Notifications }) {
  const { t, i18n } = useTranslation('admin');
  const { message } = useMessages();
  const notificationText = useNotificationText();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { items, unreadCount } = notifications;

  async function markAllRead() {
    try {
      await notifications.markAllRead();
    } catch {
      toast.error(message('somethingWentWrong'));
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small admin-bell"
        onClick={() => setOpen(true)}
        aria-label={t('notifications.buttonLabel', { count: unreadCount })}
      >
        <svg className="admin-bell__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <span className="admin-bell__text" aria-hidden="true">
          {t('notifications.title')}
        </span>
        {unreadCount > 0 && (
          <span className="admin-bell__count" aria-hidden="true">
            {unreadCount}
          </span>
        )}
      </button>
      <Dialog
        open={open}
        title={t('notifications.title')}
        onClose={() => setOpen(false)}
        className="admin-notifications"
        actions={
          <>
            {unreadCount > 0 && (
              <button type="button" className="button button--ghost" onClick={() => void markAllRead()}>
                {t('notifications.markAllRead')}
              </button>
            )}
            <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
              {t('common.close')}
            </button>
          </>
        }
      >
        {notifications.loading && items.length === 0 && <p role="status">{t('list.loading')}</p>}
        {notifications.failed && <p className="admin-form-error">{t('notifications.loadFailed')}</p>}
        {!notifications.loading && items.length === 0 && !notifications.failed && (
          <p>{t('notifications.empty')}</p>
        )}
        {items.length > 0 && (
          <ul className="admin-notifications__list">
            {items.map((item) => (
              <li key={item._id} className={item.read ? undefined : 'admin-notifications__unread'}>
                {!item.read && <span className="admin-badge">{t('notifications.new')}</span>}
                {item.record ? (
                  // Opens the booking or application alone in its list, and counts as read.
                  <Link
                    className="admin-notifications__message"
                    to={recordSearch(item.record)}
                    onClick={() => {
                      setOpen(false);
                      if (!item.read) notifications.markOneRead(item._id);
                    }}
                  >
                    {notificationText(item)}
                  </Link>
                ) : (
                  <span className="admin-notifications__message">{notificationText(item)}</span>
                )}
                <time dateTime={item.createdAt}>{formatDayTime(item.createdAt, i18n.language)}</time>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
