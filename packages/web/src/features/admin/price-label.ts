/** '2000-3000' as the booking form shows it: '₹2000 – 3000'. */
export function priceLabel(range: string): string {
  return `₹${range.replace('-', ' – ')}`;
}
