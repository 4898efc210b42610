import type { FastifyBaseLogger } from 'fastify';

// Indian mobile numbers, with or without +91; everything but the last two digits is hidden.
const PHONE_PATTERN = /(\+?91[\s-]?)?([6-9]\d{9})\b/g;

export function maskPhones(text: string): string {
  return text.replace(PHONE_PATTERN, (_match, _prefix, digits: string) =>
    `******${digits.slice(-2)}`.padStart(10, '*'),
  );
}

function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPhones(value);
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, depth + 1)]));
}

/** Pino hook: phone numbers never reach the log in full (docs/decisions.md §7). */
export function redactPhones(
  this: FastifyBaseLogger,
  args: Parameters<FastifyBaseLogger['info']>,
  method: (...args: unknown[]) => void,
): void {
  method.apply(
    this,
    args.map((arg) => maskValue(arg)),
  );
}
