import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  LANGUAGES,
  SENDABLE_TEMPLATE_KEYS,
  SMS_TEMPLATE_KEYS,
  VPA_PATTERN,
  nationalMobileDigits,
  templateSettingSuffix,
  type SendableTemplateKey,
} from '@mehendi/shared';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** A VAPID subject a push service can use to reach the operator: mailto: or https:, not a local address. */
export function isVapidSubject(value: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/u.test(value)) return !/@localhost$/iu.test(value);
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (
    protocol === 'https:' &&
    !['localhost', '127.0.0.1', '[::1]'].includes(hostname) &&
    !hostname.endsWith('.localhost')
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Client addresses (per-address limits) come from X-Forwarded-For only behind a proxy that sets it.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  CONTACT_NAME: z.string().trim().min(1).default('Mehendi Market'),
  CONTACT_PHONE: z.string().trim().min(1).default('+91 98765 43210'),
  SUPPORT_EMAIL: z.email().default('support@mehendimarket.in'),
  WEB_DIST_DIR: optional,
  SMS_PROVIDER: z.enum(['console', 'twilio', 'msg91']).default('console'),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_API_BASE_URL: optional.pipe(z.url().optional()),
  // MSG91 (README, "MSG91"): its flow API with a DLT template ID per text (MSG91_TEMPLATE_<KEY>, read
  // apart: readTemplateSettings), and the secret part of its delivery-report webhook's address.
  MSG91_AUTH_KEY: optional,
  MSG91_SENDER_ID: optional,
  MSG91_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MSG91_WEBHOOK_SECRET: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // WhatsApp first (README, "WhatsApp"): Meta's Cloud API with a template name per text
  // (WHATSAPP_TEMPLATE_<KEY>); a text it refuses, or leaves without a receipt this long, goes by SMS.
  WHATSAPP_PROVIDER: z.enum(['none', 'cloud']).default('none'),
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WHATSAPP_FALLBACK_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  // Web push (docs/messaging.md#push): keys made at first start and kept in the database unless set here;
  // the subject is how a push service reaches the site's operator (mailto: or https:, never localhost). An
  // offer pushed to a phone is texted only when not opened within PUSH_FALLBACK_MINUTES.
  VAPID_PUBLIC_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/u, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/u, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .refine(isVapidSubject, "must be a 'mailto:' address or an 'https:' address that is not localhost")
      .optional(),
  ),
  PUSH_FALLBACK_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  // The SMS outbox (docs/decisions.md): first retry wait (doubling), tries before failed, claim lease, poll.
  SMS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SMS_SEND_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  SMS_OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  // Tests only: the server's clock this far ahead of the wall clock (src/clock.ts), so a restart test can
  // start it after days have passed. Refused outside NODE_ENV=test.
  TEST_CLOCK_AHEAD_MS: z.coerce.number().int().min(0).default(0),
  // How long a place offered to the waiting list is held for its customer (docs/bookings.md#waiting-list).
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // Offers to artists (docs/bookings.md#offers-to-artists): how long an artist has to answer (shorter when
  // the visit is close), how many artists are asked before the owner, and how many open offers one holds.
  ARTIST_OFFER_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  ARTIST_OFFER_ROUNDS: z.coerce.number().int().min(1).max(20).default(3),
  ARTIST_OFFERS_OPEN_MAX: z.coerce.number().int().min(1).max(20).default(2),
  // What one number may hold at once (docs/security.md#what-one-number-can-hold): bookings holding a place,
  // and their booked days together, so one number cannot take a month's places.
  HELD_BOOKINGS_PER_NUMBER: z.coerce.number().int().min(1).max(50).default(3),
  HELD_DAYS_PER_NUMBER: z.coerce.number().int().min(1).max(300).default(6),
  // Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads (several app processes).
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Otherwise generated once and kept in the database, shared by every process on it.
  ALTCHA_HMAC_KEY: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  OTP_HMAC_KEY: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // Countries whose mobiles may receive codes, as ISO 3166 codes separated by commas.
  OTP_COUNTRIES: z
    .string()
    .default('IN')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO country codes such as IN,GB')).min(1)),
  // Who hears of each new booking and artist application by text: Indian mobiles separated by commas.
  OWNER_ALERT_NUMBERS: z
    .string()
    .default('')
    .transform((value, context) => {
      const numbers: string[] = [];
      for (const written of value.split(',').map((part) => part.trim())) {
        if (!written) continue;
        const digits = nationalMobileDigits(written);
        if (INDIAN_MOBILE.test(digits)) numbers.push(`+91${digits}`);
        else
          context.addIssue({
            code: 'custom',
            message: `'${written}' is not an Indian mobile number (10 digits starting 6-9; separate numbers with commas)`,
          });
      }
      return numbers;
    }),
  OWNER_ALERT_LANGUAGE: z.enum(LANGUAGES).default('en'),
  // Advances by UPI (docs/settings.md#advances-by-upi): without UPI_VPA no advance is asked or shown.
  UPI_VPA: optional.pipe(
    z.string().regex(VPA_PATTERN, "must be a UPI ID such as 'mehendimarket@okaxis' (name@handle)").optional(),
  ),
  UPI_PAYEE_NAME: optional.pipe(z.string().max(50, 'must be at most 50 characters').optional()),
  ADVANCE_PERCENT: z.coerce.number().int().min(1).max(100).default(25),
  ADVANCE_MIN_RUPEES: z.coerce.number().int().min(1).max(1_00_000).default(500),
  ADVANCE_REFUND_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(48),
  // At shutdown, readiness answers 503 this long before connections close (0 in development and tests).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
  // GET /metrics (docs/operations.md#metrics): answered with this bearer token, or to the machine itself.
  METRICS_TOKEN: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // Where the nightly backups go (deploy/mehendi-backup.sh): /metrics reports the newest one's age.
  BACKUP_DIR: optional,
  // With NODE_ENV=production the server runs `npm run doctor`'s checks at start and refuses on an error;
  // false only for a production build on a laptop (the browser tests, benchmarks, screenshots).
  CHECK_AT_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // The console provider writes working codes to the log: refused in production unless this is true.
  ALLOW_CONSOLE_SMS_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = ReturnType<typeof toConfig>;

/** Who is texted of each new booking and artist application, and in which language (docs/settings.md#owner-alerts). */
export type OwnerAlerts = Config['ownerAlerts'];
export type HeldPerNumber = Config['heldPerNumber'];

/** The advance's payee and rule (issue 28); null without UPI_VPA. */
export type AdvanceSettings = Config['advances'];

/** Web push's keys (null: made once and kept in the database), subject and text fallback. */
export type PushSettings = Config['push'];

export class ConfigError extends Error {}

/** The MSG91_TEMPLATE_<KEY> or WHATSAPP_TEMPLATE_<KEY> settings of every template, those that are set. */
function readTemplateSettings(
  source: NodeJS.ProcessEnv,
  prefix: 'MSG91_TEMPLATE_' | 'WHATSAPP_TEMPLATE_',
): Partial<Record<SendableTemplateKey, string>> {
  const found: Partial<Record<SendableTemplateKey, string>> = {};
  for (const key of SENDABLE_TEMPLATE_KEYS) {
    const value = source[`${prefix}${templateSettingSuffix(key)}`]?.trim();
    if (value) found[key] = value;
  }
  return found;
}

/** The names of the template settings `required` lacks, for the start-up refusal. */
function missingTemplates(
  found: Partial<Record<SendableTemplateKey, string>>,
  required: readonly SendableTemplateKey[],
  prefix: string,
): string[] {
  return required.filter((key) => !found[key]).map((key) => `${prefix}${templateSettingSuffix(key)}`);
}

function toConfig(env: Env, source: NodeJS.ProcessEnv) {
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL,
    // The one origin of absolute links (pages' og: tags, feed addresses, texts), never a request's Host
    // header (docs/security.md#links-name-the-configured-site). PUBLIC_URL is required in production.
    origin: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    contact: { name: env.CONTACT_NAME, phone: env.CONTACT_PHONE, supportEmail: env.SUPPORT_EMAIL },
    sms: {
      provider: env.SMS_PROVIDER,
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        from: env.TWILIO_FROM,
        apiBaseUrl: env.TWILIO_API_BASE_URL ?? 'https://api.twilio.com',
      },
      msg91: {
        authKey: env.MSG91_AUTH_KEY,
        senderId: env.MSG91_SENDER_ID,
        apiUrl: env.MSG91_API_URL ?? 'https://control.msg91.com',
        webhookSecret: env.MSG91_WEBHOOK_SECRET,
        templateIds: readTemplateSettings(source, 'MSG91_TEMPLATE_'),
      },
      whatsapp: {
        provider: env.WHATSAPP_PROVIDER,
        token: env.WHATSAPP_TOKEN,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
        appSecret: env.WHATSAPP_APP_SECRET,
        verifyToken: env.WHATSAPP_VERIFY_TOKEN,
        apiUrl: env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0',
        fallbackMs: env.WHATSAPP_FALLBACK_MINUTES * 60_000,
        templateNames: readTemplateSettings(source, 'WHATSAPP_TEMPLATE_'),
      },
      outbox: {
        retryBaseMs: env.SMS_RETRY_BASE_MS,
        maxAttempts: env.SMS_MAX_ATTEMPTS,
        leaseMs: env.SMS_SEND_LEASE_MS,
        pollMs: env.SMS_OUTBOX_POLL_MS,
      },
    },
    storage: {
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            publicUrl: env.S3_PUBLIC_URL ?? '',
          }
        : null,
    },
    advances: env.UPI_VPA
      ? {
          payee: { vpa: env.UPI_VPA, name: env.UPI_PAYEE_NAME ?? env.CONTACT_NAME },
          percent: env.ADVANCE_PERCENT,
          minRupees: env.ADVANCE_MIN_RUPEES,
          refundHours: env.ADVANCE_REFUND_HOURS,
        }
      : null,
    waitlist: { holdMinutes: env.WAITLIST_HOLD_MINUTES },
    push: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      fallbackMs: env.PUSH_FALLBACK_MINUTES * 60_000,
    },
    offers: {
      minutes: env.ARTIST_OFFER_MINUTES,
      rounds: env.ARTIST_OFFER_ROUNDS,
      openMax: env.ARTIST_OFFERS_OPEN_MAX,
    },
    heldPerNumber: { bookings: env.HELD_BOOKINGS_PER_NUMBER, days: env.HELD_DAYS_PER_NUMBER },
    testClockAheadMs: env.TEST_CLOCK_AHEAD_MS,
    otpCountries: env.OTP_COUNTRIES,
    ownerAlerts: { numbers: env.OWNER_ALERT_NUMBERS, language: env.OWNER_ALERT_LANGUAGE },
    shutdownDrainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    secrets: { altchaHmacKey: env.ALTCHA_HMAC_KEY, otpHmacKey: env.OTP_HMAC_KEY },
    metricsToken: env.METRICS_TOKEN,
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
    checkAtStart: env.CHECK_AT_START,
  };
}

/**
 * Settings may also sit in a `.env` file in the working folder (a copy of .env.example); a variable set in
 * the environment wins over the file.
 */
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Reads the environment once; a bad setting fails start-up with every problem listed by name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    problems.push('  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[name]) problems.push(`  ${name}: required when SMS_PROVIDER=twilio`);
    }
  }
  if (env.SMS_PROVIDER === 'msg91') {
    for (const name of ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID'] as const) {
      if (!env[name]) problems.push(`  ${name}: required when SMS_PROVIDER=msg91`);
    }
    // Every text that can be sent needs its DLT template: refusing at start beats failing on a booking.
    const missing = missingTemplates(
      readTemplateSettings(source, 'MSG91_TEMPLATE_'),
      SENDABLE_TEMPLATE_KEYS,
      'MSG91_TEMPLATE_',
    );
    if (missing.length > 0) {
      problems.push(
        `  ${missing.join(', ')}: required when SMS_PROVIDER=msg91 (the DLT template ID of each text)`,
      );
    }
  }
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    const names = [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ];
    for (const name of names as (keyof Env)[]) {
      if (!env[name]) problems.push(`  ${name}: required when WHATSAPP_PROVIDER=cloud`);
    }
    // The code's authentication template is optional (codes go by SMS without it); every text needs one.
    const missing = missingTemplates(
      readTemplateSettings(source, 'WHATSAPP_TEMPLATE_'),
      SMS_TEMPLATE_KEYS,
      'WHATSAPP_TEMPLATE_',
    );
    if (missing.length > 0) {
      problems.push(
        `  ${missing.join(', ')}: required when WHATSAPP_PROVIDER=cloud (the approved template of each text)`,
      );
    }
  }
  if (
    env.NODE_ENV === 'production' &&
    env.SMS_PROVIDER === 'console' &&
    !env.ALLOW_CONSOLE_SMS_IN_PRODUCTION
  ) {
    problems.push(
      '  SMS_PROVIDER: console writes working codes to the log; in production set SMS_PROVIDER=msg91 or twilio ' +
        '(or ALLOW_CONSOLE_SMS_IN_PRODUCTION=true for a demo)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push(
      "  PUBLIC_URL: required in production: the site's address as people reach it (https://…), the only " +
        'origin of the links in pages, calendar feeds and texts',
    );
  }
  if (env.TEST_CLOCK_AHEAD_MS !== 0 && env.NODE_ENV !== 'test') {
    problems.push('  TEST_CLOCK_AHEAD_MS: for tests only (NODE_ENV=test)');
  }
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    problems.push(
      '  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (neither: made once and kept)',
    );
  }
  if (!isVapidSubject(env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`)) {
    problems.push(
      "  VAPID_SUBJECT: push services need a real 'mailto:' or 'https:' address of the site's operator " +
        '(SUPPORT_EMAIL is used when it is not set)',
    );
  }
  if (env.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
      if (!env[name]) problems.push(`  ${name}: required when S3_BUCKET is set`);
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  return toConfig(env, source);
}
