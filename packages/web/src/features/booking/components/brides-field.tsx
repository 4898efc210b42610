import { MAX_BRIDES } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { ChoiceGroup } from '../../../ui/choice-group';

const COUNTS = Array.from({ length: MAX_BRIDES + 1 }, (_, count) => String(count));

/** Brides or main people, 0 to MAX_BRIDES (issue 47): each has a bridal design, priced by the range. */
export function BridesField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange(brides: number): void;
  error?: string;
}) {
  const { t } = useTranslation('public');
  return (
    <ChoiceGroup
      legend={t('booking.brides')}
      hint={t('booking.bridesHint')}
      name="brides"
      type="radio"
      options={COUNTS.map((count) => ({ value: count, label: count }))}
      selected={[String(value)]}
      onToggle={(count) => onChange(Number(count))}
      error={error}
    />
  );
}
