import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export const otpRequests = pgTable('otp_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const otpCodes = pgTable('otp_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull().unique(),
  role: text('role', { enum: ['customer', 'artist'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  // Added by the sign_in_failures_and_abuse_limits migration: a hash of the nonce the send call returned; verify must present it.
  nonceHash: text('nonce_hash').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
