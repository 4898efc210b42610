// Indian rupees as every page shows them: grouped in lakhs and crores (₹1,23,456), in the digits the
// language's dates use (Devanagari for Marathi, Latin otherwise). The public pages show Latin digits
// throughout, so they pass no language; the console, whose dates follow the language, passes its own.
// Written out rather than asked of Intl.NumberFormat: a page's first number format loads the browser's
// number data, about 15 ms of main-thread work on a desktop (four times that on a phone) while the page
// is being taken over, and the amounts are whole numbers in one known grouping.

/** The digits 0-9 of the languages that do not write Latin ones (what Intl gives as their numbering). */
const DIGITS: Partial<Record<string, string>> = { mr: '०१२३४५६७८९' };

/** 123456 → '1,23,456': the last three digits, then groups of two. */
function groupInLakhs(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return amount < 0 ? `-${grouped}` : grouped;
}

function formatAmount(amount: number, language: string): string {
  const digits = DIGITS[language];
  const grouped = groupInLakhs(amount);
  return digits ? grouped.replace(/\d/g, (digit) => digits.charAt(Number(digit))) : grouped;
}

/** 123456 → '₹1,23,456' ('mr': '₹१,२३,४५६'). */
export function formatRupees(amount: number, language = 'en'): string {
  return `₹${formatAmount(amount, language)}`;
}

/** { min: 2600, max: 4000 } → '₹2,600 – ₹4,000'; one figure when both ends are equal. */
export function formatRupeeRange(range: { min: number; max: number }, language = 'en'): string {
  return range.min === range.max
    ? formatRupees(range.min, language)
    : `${formatRupees(range.min, language)} – ${formatRupees(range.max, language)}`;
}

/** A catalogue price range '2000-3000' as '₹2,000 – ₹3,000'; anything else is shown as given. */
export function formatPriceRange(range: string, language = 'en'): string {
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) return range;
  return formatRupeeRange({ min: Number(match[1]), max: Number(match[2]) }, language);
}
