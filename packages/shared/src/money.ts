// Indian rupees as every page shows them: en-IN grouping in lakhs and crores (₹1,23,456), in the digits
// the language's dates use (Devanagari for Marathi, Latin otherwise). The public pages show Latin digits
// throughout, so they pass no language; the console, whose dates follow the language, passes its own.
const formats = new Map<string, Intl.NumberFormat>();

function rupeeFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    const { numberingSystem } = new Intl.NumberFormat(language).resolvedOptions();
    format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, numberingSystem });
    formats.set(language, format);
  }
  return format;
}

/** 123456 → '₹1,23,456' ('mr': '₹१,२३,४५६'). */
export function formatRupees(amount: number, language = 'en'): string {
  return `₹${rupeeFormat(language).format(amount)}`;
}

/** { min: 2600, max: 4000 } → '₹2,600 – ₹4,000'; one figure when both ends are equal. */
export function formatRupeeRange(range: { min: number; max: number }, language = 'en'): string {
  return range.min === range.max
    ? formatRupees(range.min, language)
    : `${formatRupees(range.min, language)} – ${formatRupees(range.max, language)}`;
}
