import { useState } from 'react';
import { TIME_SLOTS, type MyBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { timeSlotLabelKey } from '../../../i18n/catalogue-labels';
import { errorMessage } from '../../../lib/translate-error';
import { ChoiceGroup } from '../../../ui/choice-group';
import { DateCalendarField } from '../../../ui/date-calendar-field';
import { Dialog } from '../../../ui/dialog';

interface RescheduleDialogProps {
  booking: MyBooking;
  onClose(): void;
  /** Posts the change; a refusal (a full date, too late) is shown at the dates and the dialog stays. */
  onConfirm(change: { selectedDates: string[]; selectedTime: string }): Promise<void>;
}

/**
 * "Change date" of My bookings (docs/pages.md): the booking's dates on the booking form's calendar, with the
 * places of its variety in the slot chosen, and its slot.
 */
export function RescheduleDialog({ booking, onClose, onConfirm }: RescheduleDialogProps) {
  const { t } = useTranslation('records');
  const [ownDays] = useState(() => booking.selectedDates.map((date) => date.slice(0, 10)));
  const [dates, setDates] = useState(ownDays);
  const [slot, setSlot] = useState(booking.selectedTime);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (dates.length === 0) return setError(t('messages.atLeastOneDate', { ns: 'common' }));
    setBusy(true);
    try {
      await onConfirm({ selectedDates: dates, selectedTime: slot });
    } catch (refusal) {
      setError(errorMessage(t, refusal, 'somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={t('myBookings.rescheduleTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('myBookings.keep')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t('myBookings.confirmReschedule')}
          </button>
        </>
      }
    >
      <DateCalendarField
        dates={dates}
        slot={slot}
        variety={booking.mehendiVariety}
        // The booking's own place is not counted against it: its days in its slot stay choosable.
        own={slot === booking.selectedTime ? ownDays : undefined}
        onChange={(next) => {
          setDates(next);
          setError(undefined);
        }}
        error={error}
      />
      <ChoiceGroup
        legend={t('booking.time', { ns: 'public' })}
        name="rescheduleTime"
        type="radio"
        layout="stack"
        options={TIME_SLOTS.map((value) => ({ value, label: t(timeSlotLabelKey(value), { ns: 'common' }) }))}
        selected={[slot]}
        onToggle={(value) => {
          setSlot(value);
          setError(undefined);
        }}
      />
    </Dialog>
  );
}
