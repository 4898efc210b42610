// Building blocks shared by the payload schemas. Internal: the package exports the schemas, not these.
import { z } from 'zod';
import { BOOKING_VARIETIES, isOneOf, isPriceRangeOf } from '../catalogue';
import { MESSAGES } from '../messages';

/** Size caps of free-text and list fields (docs/rules-and-messages.md): nothing unbounded is stored. */
export const FIELD_LIMITS = {
  nameLength: 100,
  addressLength: 500,
  designPathLength: 300,
  bookingDates: 10,
} as const;
import { nationalMobileDigits } from '../phone/national-mobile';

// Letters and combining marks of any script, so Devanagari and Kannada names pass, plus spaces.
const PERSON_NAME = /^[\p{L}\p{M} ]+$/u;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** A trimmed name in NFC with inner whitespace collapsed; every failure reports `message`. */
export function personName(message: string, minLength: number) {
  return z
    .string({ error: message })
    .trim()
    .normalize('NFC')
    .overwrite((name) => name.replace(/\s+/gu, ' '))
    .min(minLength, message)
    .max(FIELD_LIMITS.nameLength, MESSAGES.nameTooLong)
    .regex(PERSON_NAME, message);
}

/** A 10-digit Indian mobile number starting with 6-9, stored without '+91', '0', spaces or dashes. */
export function indianMobile(message: string) {
  return z.string({ error: message }).overwrite(nationalMobileDigits).regex(INDIAN_MOBILE, message);
}

/** An Indian postal code: exactly 6 digits. */
export function pincode(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{6}$/, message);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Options for cross-field refinements: run them even when another field already failed, so a form
 * shows every field's message at once. The refinement then sees raw values for failed fields.
 */
export const evenWithOtherErrors = {
  when: (payload: z.core.ParsePayload) => isRecord(payload.value),
};

/**
 * Whether `range` is offered for `variety`. With no valid variety (reported on its own field) the range
 * need only exist in the catalogue. A missing or empty range counts as fitting: its field reports it.
 */
export function priceRangeFits(variety: unknown, range: unknown): boolean {
  if (typeof range !== 'string' || range === '') return true;
  if (isOneOf(BOOKING_VARIETIES, variety)) return isPriceRangeOf(variety, range);
  return BOOKING_VARIETIES.some((known) => isPriceRangeOf(known, range));
}

export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

/** Multipart fields carry structured values as JSON text; text that is not JSON fails `schema` as is. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}
