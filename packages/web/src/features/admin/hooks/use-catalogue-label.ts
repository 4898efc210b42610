import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import { isOneOf, SIDERS_TYPES } from '@mehendi/shared';
import { labelKeyOfStored } from '../../../i18n/catalogue-labels';

/**
 * The reader's-language label of a stored catalogue value (variety, time slot, job term, siders type).
 * Records keep the English value they were saved with, so a value the catalogue no longer has is shown
 * as stored.
 */
export function useCatalogueLabel() {
  const { t } = useTranslation('common');
  return useCallback(
    (value: string) => {
      const key =
        labelKeyOfStored(value) ?? (isOneOf(SIDERS_TYPES, value) ? `sidersTypes.${value}` : undefined);
      return key ? t(key, { defaultValue: value }) : value;
    },
    [t],
  );
}
