import { useTranslation } from '../../../i18n';
import { CalendarLink, calendarLinkLabels } from '../../../ui/calendar-link';
import { useToast } from '../../../ui/toast';
import { useWorkActions } from '../api/work-actions';
import { useMessages } from '../hooks/use-messages';

/** The admins' calendar subscription of every confirmed booking (docs/bookings.md#calendar-subscriptions). */
export function BookingsCalendar() {
  const { t } = useTranslation('admin');
  const { errorText } = useMessages();
  const toast = useToast();
  const actions = useWorkActions();
  return (
    <CalendarLink
      className="card overview-calendar"
      heading="h3"
      labels={calendarLinkLabels((name) => t(`calendar.${name}`))}
      newLink={actions.calendarLink}
      onCopied={(text) => toast.success(text)}
      onFailed={(error) => toast.error(errorText(error, 'somethingWentWrong'))}
    />
  );
}
