import type { CustomerBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';

/** Each text a booking caused, to whom, and where it is (queued, sent, failed). */
export function MessageStates({ messages }: { messages: CustomerBooking['messages'] }) {
  const { t } = useTranslation('admin');
  if (messages.length === 0) return <span className="admin-muted">{t('table.none')}</span>;
  return (
    <ul className="admin-plain-list">
      {messages.map((message) => (
        <li key={message._id}>
          {t(`sms.${message.recipient}`)}: {t(`sms.templates.${message.template}`)}{' '}
          <span className={`sms-state sms-state--${message.status}`}>
            {t(`sms.states.${message.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
