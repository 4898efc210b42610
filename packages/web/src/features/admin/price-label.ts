import { formatPriceRange } from '@mehendi/shared';

/** '2000-3000' as the booking form shows it: '₹2,000 – ₹3,000'. */
export function priceLabel(range: string): string {
  return formatPriceRange(range);
}
