function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching `text` anywhere, its wildcards (`%`, `_`, `\`) taken literally. */
export function likeAnywhere(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern matching what starts with `text`, its wildcards taken literally. */
export function likePrefix(text: string): string {
  return `${literal(text)}%`;
}

// What people type between the digits of a phone number ('95801 64128', '+91 95801-64128').
const PHONE_LIKE = /^[\d\s\-().+]+$/;

/**
 * The LIKE pattern for the phone-number columns of a search: a search made of digits and what people type
 * between them matches on the digits (the numbers are stored as 10 digits), anything else as typed.
 */
export function phoneLikeAnywhere(text: string): string {
  return likeAnywhere(phoneDigits(text) ?? text);
}

/** The digits of a search typed as a phone number ('+91 95801-64128' is 9580164128), or null when it is not one. */
export function phoneDigits(text: string): string | null {
  if (!PHONE_LIKE.test(text) || !/\d/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  // A leading country code of a full number is not stored.
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}
