import type { FastifyBaseLogger } from 'fastify';

// Indian mobile numbers, with or without +91, as typed: digits may be split by spaces, dashes or dots, raw
// or URL-encoded in a request's address ('95801 64128', '95801-64128', '95801%2064128', '95801+64128');
// everything but the last two digits is hidden.
const GAP = String.raw`(?:[\s.\-]|%20|\+)?`;
const PHONE_PATTERN = new RegExp(
  String.raw`(?:(?:\+|%2B)?(?<!\d)91${GAP}|(?<!\d))([6-9](?:${GAP}\d){9})(?!\d)`,
  'gi',
);

// Secrets carried in addresses: a calendar subscription's key (docs/bookings.md#calendar-subscriptions),
// MSG91's webhook path secret and Meta's verify token (docs/messaging.md).
const ADDRESS_SECRET_PATTERNS = [
  /(\/calendar\/)[^/?#.]+/g,
  /(\/webhooks\/msg91\/)[^/?#]+/g,
  /([?&]hub(?:\.|%2E)verify_token=)[^&#]*/gi,
];

export function maskPhones(text: string): string {
  return ADDRESS_SECRET_PATTERNS.reduce((masked, pattern) => masked.replace(pattern, '$1***'), text).replace(
    PHONE_PATTERN,
    (_match, digits: string) => `******${digits.replace(/\D/g, '').slice(-2)}`.padStart(10, '*'),
  );
}

// An e-mail address: its first character and its domain are kept (a***@example.com).
const EMAIL_PATTERN = /([^\s@"'<>(),;:/\\]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;

export function maskEmails(text: string): string {
  return text.replace(
    EMAIL_PATTERN,
    (_match, local: string, domain: string) => `${local.slice(0, 1)}***@${domain}`,
  );
}

/** The client's network, not the client: 203.0.113.57 gives 203.0.113.x, IPv6 keeps its first 3 groups. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.x`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::x`;
  return 'x';
}

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPhones(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  // Requests, replies and errors are left to pino's serialisers (which mask what they keep); copying them
  // here would hide them from the serialisers and log `"req":{}`.
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, depth + 1)]));
}

/**
 * Pino hook: phone numbers never reach the log in full (docs/decisions.md §7). Writing a line never
 * throws into its caller: a value no serialiser could write leaves a line saying so, without it.
 */
export function redactPhones(
  this: FastifyBaseLogger,
  args: Parameters<FastifyBaseLogger['info']>,
  method: (...args: unknown[]) => void,
): void {
  try {
    method.apply(
      this,
      args.map((arg) => maskValue(arg)),
    );
  } catch (error) {
    const message = args.find((arg): arg is string => typeof arg === 'string') ?? '';
    method.call(
      this,
      { logFailure: maskPhones(error instanceof Error ? error.message : String(error)) },
      `A log line could not be written in full: ${maskPhones(message)}`,
    );
  }
}
