// Every security and size limit of the server in one place; docs/rules-and-messages.md#limits mirrors it.
import { PHOTO_UPLOAD_MAX_BYTES } from '@mehendi/shared';

export const SESSION_TTL_MS = {
  admin: 12 * 60 * 60 * 1000,
  // Long enough to finish a booking or application after the code arrives and to read it back.
  customer: 24 * 60 * 60 * 1000,
  artist: 24 * 60 * 60 * 1000,
} as const;

// Failed admin sign-ins (docs/rules-and-messages.md): per account, then per client address; a successful
// sign-in never counts, so an office of admins behind one address is not locked out by signing in. After
// the per-account limit, each further failure doubles the wait (up to maxDelayMs). The same limit applies
// to the current password of POST /api/admin/change-password, per admin.
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perIp: 20,
  maxDelayMs: 60 * 60 * 1000,
} as const;

// Expired sessions, used captchas, old OTP records and old sign-in failures are deleted this often, by
// one timer in each process (the deletes are idempotent, so several processes on one database are safe).
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** How often every process looks for expired waiting-list offers (one is passed on within a minute). */
export const WAITLIST_SWEEP_INTERVAL_MS = 20 * 1000;
/** How often each process expires offers to artists and offers what waits (docs/bookings.md#offers-to-artists). */
export const OFFERS_SWEEP_INTERVAL_MS = 15 * 1000;

// Slow clients (docs/decisions.md): a request body must arrive within requestTimeoutMs, an idle connection
// is closed after connectionTimeoutMs, and a kept-alive connection waits keepAliveTimeoutMs for the next
// request. Socket.IO pings every 25 s, so live-notification sockets are never idle that long.
export const HTTP_TIMEOUTS = {
  requestTimeoutMs: 30 * 1000,
  headersTimeoutMs: 15 * 1000,
  // How often Node looks for requests past those limits (its default, 30 s, would double the wait).
  checkIntervalMs: 2 * 1000,
  connectionTimeoutMs: 60 * 1000,
  keepAliveTimeoutMs: 5 * 1000,
} as const;

// Admins see the newest notifications; older ones stay stored but are not listed.
export const NOTIFICATIONS_LIST_LIMIT = 200;
// An admin's live-notification socket is closed within this time of a logout or password change.
export const SOCKET_SESSION_CHECK_MS = 60 * 1000;

// Chosen designs per booking: each is copied for the booking (docs/decisions.md §7), so the count is bounded.
// Bookings per verified phone: a family books a few events; a script with one session cannot flood the
// admins' list and notifications. Counted in the database under a lock, so every process shares it.
export const BOOKING_LIMITS = {
  maxDesigns: 20,
  maxSidersDesigns: 20,
  perPhone: { max: 10, windowMs: 24 * 60 * 60 * 1000 },
} as const;

// Applications sent per verified phone (each one re-encodes up to ten photos and notifies the admins).
export const ARTIST_APPLICATION_LIMITS = { perPhone: { max: 5, windowMs: 24 * 60 * 60 * 1000 } } as const;

// An artist application (POST /api/artists/add): design photos (each under IMAGE_LIMITS.maxUploadBytes)
// and the short text fields of docs/api.md#artists.
export const ARTIST_UPLOAD_LIMITS = { maxFiles: 10, maxFields: 20, maxFieldBytes: 4 * 1024 } as const;

/** Uploaded photos (docs/decisions.md §6): docs/images.md mirrors these. */
export const IMAGE_LIMITS = {
  // A phone photo is 2-12 MB; anything larger is cut off while it streams in.
  maxUploadBytes: PHOTO_UPLOAD_MAX_BYTES,
  // Read from the header before anything is decoded: 40 MP is above any phone camera, and a small file
  // claiming huge dimensions (a "pixel bomb") is refused before it can take memory.
  maxPixels: 40_000_000,
  // Re-encoded sizes (WebP, never upscaled): the grid image and the zoomed view.
  gridWidth: 320,
  gridMaxHeight: 800,
  zoomWidth: 1080,
  zoomMaxHeight: 2160,
  // WebP qualities tried in turn until the file fits its byte budget (a photo full of fine detail, such
  // as a dense henna pattern, needs a lower quality to keep the grid light on a phone connection).
  gridQualities: [72, 60, 48, 36],
  gridMaxBytes: 50 * 1024,
  zoomQualities: [80, 70, 60, 50],
  zoomMaxBytes: 400 * 1024,
  // Photos re-encoded at the same time; further uploads wait their turn so two cores are not swamped.
  concurrentJobs: 2,
} as const;

// Phone verification (docs/decisions.md §3, docs/phone-verification.md#limits). The send limits count rows in
// the database (the number only as a keyed hash), so every process on one PostgreSQL shares them and a
// customer's deletion of their data does not reset them.
export const OTP_CODE_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SEND_LIMITS = {
  // What one client address may ask for one number: a stranger spends only their own share.
  perPhoneAndIp: { max: 5, windowMs: 60 * 60 * 1000 },
  perPhoneMinIntervalMs: 30 * 1000,
  // All addresses together, so texting a number from many addresses stays bounded; it does not stop an
  // address that proved a code of that number within ownerMemoryMs (the owner is never locked out by it).
  perPhone: { max: 10, windowMs: 60 * 60 * 1000 },
  ownerMemoryMs: 24 * 60 * 60 * 1000,
  // Generous: many Indian mobile users share one carrier address; the captcha does the work against bots.
  perIp: { max: 30, windowMs: 60 * 60 * 1000 },
} as const;
// Per client address through @fastify/rate-limit (Redis-backed with REDIS_URL). Creating a challenge costs
// the server one key derivation; verifying a code is already limited per code by OTP_MAX_ATTEMPTS.
export const CAPTCHA_RATE_LIMIT = { max: 60, timeWindowMs: 60 * 1000 } as const;
export const OTP_VERIFY_RATE_LIMIT = { max: 100, timeWindowMs: 15 * 60 * 1000 } as const;
// A calendar subscription feed (docs/bookings.md#calendar-subscriptions): apps fetch it every hour or so;
// the limit stops guessing at addresses (a 128-bit secret) from costing the database much.
export const CALENDAR_FEED_RATE_LIMIT = { max: 60, timeWindowMs: 60 * 1000 } as const;
/** The one-tap offer pages (docs/bookings.md#offers-to-artists): per address, enough for an artist, not for guessing. */
export const OFFER_LINK_RATE_LIMIT = { max: 30, timeWindowMs: 60 * 1000 } as const;
// ALTCHA proof of work: PBKDF2/SHA-256 (built into the browser widget) at `cost` iterations per try; the
// solver needs a random number of tries between counterMin and counterMax: about a million iterations on
// average, 0.5-1 s on a mid-range phone with the widget's workers.
export const CAPTCHA_POW = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 100,
  counterMax: 300,
} as const;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

// Reviews (issue 27): posts per verified number, and the review form (stars, text and up to 3 photos).
export const REVIEW_LIMITS = {
  perPhone: { max: 5, windowMs: 60 * 60 * 1000 },
  form: { files: 3, fields: 5, fieldSize: 4 * 1024, parts: 8 },
} as const;

// The customer's UTR for an advance (issue 28): tries per booking, so its 12 digits cannot be guessed at
// (a wrong UTR only waits for the owner's check, but a guessed real one would be another's payment).
// Through @fastify/rate-limit (Redis-backed with REDIS_URL), counted after the session is checked.
export const ADVANCE_CLAIM_RATE_LIMIT = { max: 5, timeWindowMs: 60 * 60 * 1000 } as const;
