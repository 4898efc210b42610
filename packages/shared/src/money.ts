// Indian rupees as every page and text shows them: grouped in lakhs and crores (₹1,23,456), in Latin
// digits in every language, as dates and counts are (docs/rules-and-messages.md#digits).
// Written out rather than asked of Intl.NumberFormat: a page's first number format loads the browser's
// number data, about 15 ms of main-thread work on a desktop (four times that on a phone) while the page
// is being taken over, and the amounts are whole numbers in one known grouping.

/** 123456 → '1,23,456': the last three digits, then groups of two. */
export function groupInLakhs(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return amount < 0 ? `-${grouped}` : grouped;
}

/** 123456 → '₹1,23,456'. */
export function formatRupees(amount: number): string {
  return `₹${groupInLakhs(amount)}`;
}

/** { min: 2600, max: 4000 } → '₹2,600 – ₹4,000'; one figure when both ends are equal. */
export function formatRupeeRange(range: { min: number; max: number }): string {
  return range.min === range.max
    ? formatRupees(range.min)
    : `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

/** A catalogue price range '2000-3000' as '₹2,000 – ₹3,000'; anything else is shown as given. */
export function formatPriceRange(range: string): string {
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) return range;
  return formatRupeeRange({ min: Number(match[1]), max: Number(match[2]) });
}

/**
 * The Intl locale of `locale` with Latin digits ('mr' → 'mr-u-nu-latn'): Marathi's own numbering would
 * write dates and counts in Devanagari digits, beside Latin phone numbers, pincodes and prices.
 */
export function latinDigits(locale: string): string {
  return `${locale}-u-nu-latn`;
}
