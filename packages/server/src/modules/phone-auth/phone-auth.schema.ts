import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors db/migrations/0003_phone_auth.sql, the source of truth.

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// One row per code sent. The number is kept only as a keyed hash (phone-hash.ts), so these rows, which
// the send limits count, outlive a customer's deletion of their data (docs/phone-verification.md#limits).
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneHash: text('phone_hash').notNull(),
    ip: text('ip').notNull(),
    // The code of this send was proved: this address is the number's owner, the per-number cap of
    // strangers' sends does not stop it.
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('otp_requests_phone_hash_idx').on(table.phoneHash, table.createdAt),
    index('otp_requests_ip_idx').on(table.ip, table.createdAt),
  ],
);

// Several live codes may exist per number, one per send, each bound to the nonce its send answered: a
// send from another client never replaces or ends someone else's code.
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    // The send (otp_requests.id) this code came from; marked verified when the code is used.
    requestId: bigint('request_id', { mode: 'number' }),
    role: text('role', { enum: ['customer', 'artist'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    // Added by the sign_in_failures_and_abuse_limits migration: a hash of the nonce the send call returned; verify must present it.
    nonceHash: text('nonce_hash').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('otp_codes_phone_idx').on(table.phone, table.nonceHash)],
);
