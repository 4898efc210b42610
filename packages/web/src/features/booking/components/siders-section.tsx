import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import {
  formatRupees,
  SIDERS_ARMS,
  SIDERS_LENGTHS,
  SIDERS_PRICES,
  SIDERS_TYPES,
  type SidersLength,
  type SidersType,
} from '@mehendi/shared';
import { ChoiceGroup } from '../../../ui/choice-group';
import { FieldError } from '../../../ui/field';
import { useSidersDesigns } from '../api/get-siders-designs';
import type { BookingDraft } from '../booking-draft';
import { DesignPicker } from './design-picker';

interface SidersSectionProps {
  draft: BookingDraft;
  /** A field's message in the page's language, when it is to be shown. */
  messageOf(field: string): string | undefined;
  onChange(patch: Partial<BookingDraft>): void;
}

/** The optional arm-length add-on: a checkbox, then a type with its prices, then its designs. */
export function SidersSection({ draft, messageOf, onChange }: SidersSectionProps) {
  const { t } = useTranslation('public');
  const id = useId();
  const query = useSidersDesigns(draft.includeSiders ? draft.sidersType : null);
  return (
    <section className="form-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-section__title">
        {t('booking.sidersTitle')}
      </h2>
      <label className="choice choice--switch">
        <input
          type="checkbox"
          checked={draft.includeSiders}
          aria-describedby={`${id}-hint`}
          // Unchecking siders clears its type and designs (docs/product.md#flows).
          onChange={(event) =>
            onChange(
              event.target.checked
                ? { includeSiders: true }
                : { includeSiders: false, sidersType: null, sidersLength: null, sidersDesigns: [] },
            )
          }
        />
        <span className="choice__label">{t('booking.includeSiders')}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint siders-hint">
        {t('booking.sidersHint')}
      </p>
      {draft.includeSiders && (
        <>
          <ChoiceGroup<SidersType>
            legend={t('booking.sidersType')}
            name="sidersType"
            type="radio"
            layout="wide"
            options={SIDERS_TYPES.map((type) => ({
              value: type,
              label: (
                <>
                  <strong>{t(`sidersTypes.${type}`, { ns: 'common' })}</strong>
                  <span className="price-list">
                    {SIDERS_LENGTHS.map((length) => (
                      // One unit, so a price never wraps away from its label.
                      <span key={length} className="price">
                        {t(`sidersLengths.${length}`, { ns: 'common' })}{' '}
                        {formatRupees(SIDERS_PRICES[type][length])}
                      </span>
                    ))}
                  </span>
                </>
              ),
            }))}
            selected={draft.sidersType ? [draft.sidersType] : []}
            onToggle={(type) => onChange({ sidersType: type, sidersDesigns: [] })}
            error={messageOf('sidersType')}
          />
          {draft.sidersType && (
            <ChoiceGroup<SidersLength>
              legend={t('booking.sidersLength')}
              name="sidersLength"
              type="radio"
              hint={t('booking.sidersLengthHint')}
              options={SIDERS_LENGTHS.map((length) => {
                const perArm = SIDERS_PRICES[draft.sidersType ?? 'arabic'][length];
                return {
                  value: length,
                  label: (
                    <>
                      <strong>{t(`sidersLengths.${length}`, { ns: 'common' })}</strong>
                      <span className="price-list">
                        {t('booking.sidersLengthPrice', {
                          perArm: formatRupees(perArm),
                          both: formatRupees(perArm * SIDERS_ARMS),
                        })}
                      </span>
                    </>
                  ),
                };
              })}
              selected={draft.sidersLength ? [draft.sidersLength] : []}
              onToggle={(sidersLength) => onChange({ sidersLength })}
              error={messageOf('sidersLength')}
            />
          )}
          {draft.sidersType && (
            <div className="field" data-invalid={messageOf('sidersDesigns') ? 'true' : undefined}>
              <p className="field__label" id={`${id}-designs`}>
                {t('booking.sidersDesigns')}
              </p>
              <DesignPicker
                query={query}
                selected={draft.sidersDesigns}
                onChange={(sidersDesigns) => onChange({ sidersDesigns })}
                updatedText={t('messages.sidersSelectionUpdated', { ns: 'common' })}
                emptyText={t('messages.noSidersDesigns', { ns: 'common' })}
                errorText={t('messages.customerSidersFetchFailed', { ns: 'common' })}
                nameOf={(index) => t('booking.sidersDesignName', { number: index + 1 })}
              />
              <FieldError id={`${id}-designs-error`} error={messageOf('sidersDesigns')} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
