// Rupees as Indian readers write them: en-IN grouping (₹1,23,456), docs/rules-and-messages.md.
const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/** A catalogue price range '2000-3000' as '₹2,000 – ₹3,000'; anything else is shown as given. */
export function formatPriceRange(range: string): string {
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) return range;
  return `${formatRupees(Number(match[1]))} – ${formatRupees(Number(match[2]))}`;
}
