import { TIME_SLOTS, type TimeSlot } from '@mehendi/shared';
import { useTranslation } from '../i18n';
import { timeSlotLabelKey } from '../i18n/catalogue-labels';
import { ChoiceGroup } from './choice-group';

/** The three time slots of the catalogue as one radio group (the booking's time, the artist's availability). */
export function TimeSlotField({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  /** A draft's value: one of the slots, or '' before a choice. */
  value: string;
  onChange: (slot: TimeSlot) => void;
  error?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <ChoiceGroup
      legend={legend}
      name={name}
      type="radio"
      layout="stack"
      options={TIME_SLOTS.map((slot) => ({ value: slot, label: t(timeSlotLabelKey(slot)) }))}
      selected={[value]}
      onToggle={onChange}
      error={error}
    />
  );
}
