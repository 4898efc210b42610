// Indian rupees as every page shows them: en-IN grouping in lakhs and crores (₹1,23,456). No page uses
// native digits yet, so the digits stay Latin in every language (docs/pages.md).
const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 123456 → '₹1,23,456'. */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/** { min: 2600, max: 4000 } → '₹2,600 – ₹4,000'; one figure when both ends are equal. */
export function formatRupeeRange(range: { min: number; max: number }): string {
  return range.min === range.max
    ? formatRupees(range.min)
    : `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}
