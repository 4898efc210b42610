import { formatRupeeRange, type BookingEstimate, type Estimate } from '@mehendi/shared';
import type { TFunction } from '../i18n';

/** An estimate as pages receive it: older answers and stored summaries may lack the days. */
export type ShownEstimate = Estimate & Partial<Pick<BookingEstimate, 'days' | 'perDay'>>;

/**
 * The estimate's amount in the reader's language: '₹2,600 – ₹4,000' for one day, '₹5,200 – ₹8,000 for
 * 2 days (₹2,600 – ₹4,000 a day)' for more (docs/bookings.md), the same words on every page.
 */
export function estimateAmount(t: TFunction, estimate: ShownEstimate): string {
  const amount = formatRupeeRange(estimate);
  if (!estimate.days || estimate.days < 2 || !estimate.perDay) return amount;
  return t('estimateForDays', {
    ns: 'common',
    amount,
    count: estimate.days,
    perDay: formatRupeeRange(estimate.perDay),
  });
}
