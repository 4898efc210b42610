import { useState } from 'react';
import { TIME_SLOTS, estimateOverDays, formatRupeeRange, type MyBooking, formatDay } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { timeSlotLabelKey } from '../../../i18n/catalogue-labels';
import { errorMessage } from '../../../lib/translate-error';
import { ChoiceGroup } from '../../../ui/choice-group';
import { DateCalendarField } from '../../../ui/date-calendar-field';
import { Dialog } from '../../../ui/dialog';
import { removeDay, startChoice, tapDay } from './reschedule-choice';

interface RescheduleDialogProps {
  booking: MyBooking;
  onClose(): void;
  /** Posts the change; a refusal (a full date, too late) is shown at the dates and the dialog stays. */
  onConfirm(change: { selectedDates: string[]; selectedTime: string }): Promise<void>;
}

/**
 * "Change date" of My bookings (docs/pages.md): the booking's dates on the booking form's calendar, with the
 * places of its variety in the slot chosen, and its slot. A tap moves a day (reschedule-choice.ts); adding a
 * day is its own step, and a change in the number of days shows the new estimate before it is saved.
 */
export function RescheduleDialog({ booking, onClose, onConfirm }: RescheduleDialogProps) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [ownDays] = useState(() => booking.selectedDates.map((date) => date.slice(0, 10)));
  const [choice, setChoice] = useState(() => startChoice(ownDays));
  const { dates } = choice;
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
        // A team booking's days are judged for its team (issue 47).
        team={booking.team?.artistsNeeded ?? 1}
        // The booking's own place is not counted against it: its days in its slot stay choosable.
        own={slot === booking.selectedTime ? ownDays : undefined}
        hint={
          choice.adding || choice.moving === null
            ? t('myBookings.addHint')
            : t('myBookings.moveHint', { date: formatDay(choice.moving, language, { weekday: true }) })
        }
        onPick={(day) => {
          setChoice((current) => tapDay(current, day));
          setError(undefined);
        }}
        onChange={(next) => {
          // Only a chip's Remove button changes the days here: the day it removed goes.
          const removed = dates.find((day) => !next.includes(day));
          if (removed) setChoice((current) => removeDay(current, removed));
          setError(undefined);
        }}
        error={error}
      />
      <div className="reschedule-days">
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={choice.adding}
          onClick={() => setChoice((current) => ({ ...current, adding: !current.adding }))}
        >
          {t('myBookings.addDay')}
        </button>
        {/* Said before saving: more or fewer days change what the booking costs. */}
        {booking.estimate && dates.length > 0 && dates.length !== ownDays.length && (
          <p className="field__hint" role="status">
            {t('myBookings.newEstimate', {
              count: dates.length,
              range: formatRupeeRange(estimateOverDays(booking.estimate.perDay, dates)),
            })}
          </p>
        )}
      </div>
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
