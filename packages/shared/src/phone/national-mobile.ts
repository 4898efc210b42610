// Phone numbers arrive pasted or autofilled as '+91 98765 43210', '098765 43210' or '(98765) 43210'; the
// 10-digit rule (docs/rules-and-messages.md) is checked on what is left once the formatting is removed.

// What people write between digits; anything else (letters) is kept so the number stays invalid.
const FORMATTING = /[\s\-().+\u2010-\u2015]/g;

/**
 * The national digits of an Indian mobile number: spaces, dashes, dots, brackets and '+' dropped, then a leading country code
 * `91` or trunk `0` removed when that leaves 10 digits. Anything else is returned as it is without formatting, so the
 * rule still reports it.
 */
export function nationalMobileDigits(input: string): string {
  const digits = input.replace(FORMATTING, '');
  if (!/^\d+$/.test(digits)) return digits;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 13 && digits.startsWith('091')) return digits.slice(3);
  return digits;
}
