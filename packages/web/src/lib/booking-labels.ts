// How a customer's own booking and an artist's job show their days, slot, variety and price (docs/pages.md).
import { useMemo } from 'react';
import { formatDays, formatRupees } from '@mehendi/shared';
import { useTranslation } from '../i18n';
import { labelKeyOfStored } from '../i18n/catalogue-labels';

/** '2000-3000' → '₹2,000 – ₹3,000' (Indian grouping). */
export function rupeeRange(range: string): string {
  return range
    .split('-')
    .map((amount) => (/^\d+$/.test(amount) ? formatRupees(Number(amount)) : amount))
    .join(' – ');
}

/** Booked days and catalogue values in the reader's language. */
export function useBookingLabels() {
  const { t, i18n } = useTranslation('common');
  return useMemo(() => {
    const stored = (value: string) => {
      const key = labelKeyOfStored(value);
      return key ? t(key) : value;
    };
    return {
      dates: (dates: readonly string[]) => formatDays(dates, i18n.language),
      stored,
    };
  }, [t, i18n.language]);
}

export function telLink(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return `tel:${digits.length === 10 ? `+91${digits}` : digits}`;
}
