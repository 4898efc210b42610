import type { FastifyInstance } from 'fastify';

// Text PostgreSQL cannot store (docs/security.md#unstorable-text): a NUL character (`\u0000`) is refused by
// every text and jsonb column, on PostgreSQL and PGlite alike, so a value holding one would fail its query
// and answer 500. Such a value is replaced, before any validation, by a marker no schema accepts as text:
// the field then fails with its own message from the catalogue (e.g. 'Please enter your address.'), a 400.

/** Stands for a value that held unstorable text; fails every string, enum, number and id schema. */
export const UNSTORABLE_TEXT: unique symbol = Symbol('unstorable text');

const MAX_DEPTH = 8;

function holdsUnstorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (holdsUnstorable(item, depth + 1)) return true;
  }
  return false;
}

function marked(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? UNSTORABLE_TEXT : value;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => marked(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item, depth + 1)]));
}

/** `value` with every string that holds a NUL replaced by UNSTORABLE_TEXT (the same value when none does). */
export function markUnstorableText<T>(value: T): T {
  return holdsUnstorable(value, 0) ? (marked(value, 0) as T) : value;
}

/**
 * Marks unstorable text in every request's body, query and path parameters before the route validates
 * them. Multipart forms are read by their routes, which mark their fields the same way.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    request.body = markUnstorableText(request.body);
    request.query = markUnstorableText(request.query);
    request.params = markUnstorableText(request.params);
    done();
  });
}
