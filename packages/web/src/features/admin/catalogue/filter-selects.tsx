import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { BOOKING_VARIETIES, SIDERS_TYPES, priceRangesFor } from '@mehendi/shared';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { priceLabel } from '../price-label';
import type { DesignFilter } from './design-filters';

/**
 * Variety then price range; the range select stays disabled until the variety offers ranges (docs/pages.md).
 */
export function DesignFilterSelects({
  value,
  onChange,
}: {
  value: DesignFilter;
  onChange(next: DesignFilter): void;
}) {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const id = useId();
  const ranges = priceRangesFor(value.variety);

  return (
    <div className="admin-selects">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-variety`}>
          {t('filters.variety')}
        </label>
        <select
          id={`${id}-variety`}
          value={value.variety}
          onChange={(event) => {
            const variety = event.target.value;
            // The range follows the variety: keep it only if the new variety offers it too.
            const priceRange = priceRangesFor(variety).includes(value.priceRange) ? value.priceRange : '';
            onChange({ variety, priceRange });
          }}
        >
          <option value="">{t('filters.chooseVariety')}</option>
          {BOOKING_VARIETIES.map((variety) => (
            <option key={variety} value={variety}>
              {label(variety)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-range`}>
          {t('filters.priceRange')}
        </label>
        <select
          id={`${id}-range`}
          value={value.priceRange}
          disabled={ranges.length === 0}
          onChange={(event) => onChange({ ...value, priceRange: event.target.value })}
        >
          <option value="">{t('filters.choosePriceRange')}</option>
          {ranges.map((range) => (
            <option key={range} value={range}>
              {priceLabel(range)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function SidersTypeSelect({ value, onChange }: { value: string; onChange(next: string): void }) {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-type`}>
        {t('filters.sidersType')}
      </label>
      <select id={`${id}-type`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('filters.chooseSidersType')}</option>
        {SIDERS_TYPES.map((type) => (
          <option key={type} value={type}>
            {label(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
