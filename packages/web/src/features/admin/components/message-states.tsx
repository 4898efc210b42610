import { type CustomerBooking, formatDayTime } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';

/**
 * Each text a booking caused, to whom, by which channel (SMS or WhatsApp), where it is (queued, sent,
 * delivered, read, failed, cancelled) and a reminder's time.
 */
export function MessageStates({ messages }: { messages: CustomerBooking['messages'] }) {
  const { t, i18n } = useTranslation('admin');
  if (messages.length === 0) return <span className="admin-muted">{t('table.none')}</span>;
  return (
    <ul className="admin-plain-list">
      {messages.map((message) => (
        <li key={message._id}>
          {t(`sms.${message.recipient}`)}: {t(`sms.templates.${message.template}`)}{' '}
          <span className="sms-channel">{t(`sms.channels.${message.channel}`)}</span>{' '}
          <span className={`sms-state sms-state--${message.status}`}>
            {t(`sms.states.${message.status}`)}
          </span>
          {message.dueAt && (
            <span className="sms-due">
              {' '}
              · {t('sms.due', { time: formatDayTime(message.dueAt, i18n.language) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
