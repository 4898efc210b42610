/**
 * What one phone number may hold at once (docs/security.md#what-one-number-can-hold): bookings that hold a
 * place, and the booked days across them, so one number cannot take a month's places. The 429 names the
 * limit, whose figure is a setting, so the pages read the figure back from the English text to say it in
 * the reader's language (as a no-place answer's date is read back).
 */
export const HELD_LIMIT_KINDS = ['bookings', 'days'] as const;
export type HeldLimitKind = (typeof HELD_LIMIT_KINDS)[number];

const TEXTS: Record<HeldLimitKind, readonly [string, string]> = {
  bookings: [
    'One phone number can hold at most ',
    ' bookings at a time (waiting or confirmed). To book more, cancel one in My bookings or call us.',
  ],
  days: [
    'One phone number can hold at most ',
    ' booked days at a time. To book more days, cancel a booking in My bookings or call us.',
  ],
};

export function heldLimitMessage(kind: HeldLimitKind, max: number): string {
  const [before, after] = TEXTS[kind];
  return `${before}${max}${after}`;
}

/** The limit a held-limit answer names, or undefined for any other text. */
export function heldLimitOf(text: string): { kind: HeldLimitKind; max: number } | undefined {
  for (const kind of HELD_LIMIT_KINDS) {
    const [before, after] = TEXTS[kind];
    if (!text.startsWith(before) || !text.endsWith(after)) continue;
    const figure = text.slice(before.length, -after.length);
    if (/^\d{1,3}$/u.test(figure)) return { kind, max: Number(figure) };
  }
  return undefined;
}
