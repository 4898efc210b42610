import { latinDigits, type CustomerBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';

/** A reminder's time in India, as the console's language writes it ('12 Dec, 6:00 pm'), Latin digits. */
function dueTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(latinDigits(`${language}-IN`), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

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
              · {t('sms.due', { time: dueTime(message.dueAt, i18n.language) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
