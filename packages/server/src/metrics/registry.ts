// The process's Prometheus metrics (docs/operations.md#metrics) and the small hooks other modules call to
// move them. Labels are fixed words (route patterns, reasons, channels), never a number, a name or a URL.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@mehendi/shared';
import type { Refusal } from '../http/outcome';

export const registry = new Registry();
// Node's own: event-loop lag (nodejs_eventloop_lag_*), heap and resident memory, CPU, open handles.
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'mehendi_http_request_duration_seconds',
  help: 'HTTP requests answered by the app, by method, route pattern and status, with their time',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const bookingsMade = new Counter({
  name: 'mehendi_bookings_made_total',
  help: 'Bookings stored (answered 201)',
  registers: [registry],
});

const bookingsRefused = new Counter({
  name: 'mehendi_bookings_refused_total',
  help: 'Bookings refused, by reason: no_place (409), too_many_bookings and held_limit (429), invalid (400)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const offers = new Counter({
  name: 'mehendi_offers_total',
  help: 'Offers to artists, by event: made, accepted, declined, expired',
  labelNames: ['event'] as const,
  registers: [registry],
});

const textsFailed = new Counter({
  name: 'mehendi_texts_failed_total',
  help: 'Texts that failed for good (no more tries), by channel',
  labelNames: ['channel'] as const,
  registers: [registry],
});

const whatsappFallbacks = new Counter({
  name: 'mehendi_whatsapp_fallbacks_total',
  help: 'WhatsApp texts handed to SMS, by reason: refused, failed_receipt, no_receipt',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const pushes = new Counter({
  name: 'mehendi_pushes_total',
  help: 'Web pushes, by outcome: sent (the push service took it), retried, failed (no more tries), gone (404/410: subscription removed), expired (not sent in time)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'mehendi_db_query_duration_seconds',
  help: 'Database queries, by the time they took',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

// Read when /metrics is asked (metrics.routes.ts), from the database and the backup folder.
export const dbPool = new Gauge({
  name: 'mehendi_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total, idle, waiting (clients waiting for one)',
  labelNames: ['state'] as const,
  registers: [registry],
});
export const outboxQueued = new Gauge({
  name: 'mehendi_outbox_queued',
  help: 'Texts due and not yet sent, by channel',
  labelNames: ['channel'] as const,
  registers: [registry],
});
export const outboxOldestAge = new Gauge({
  name: 'mehendi_outbox_oldest_queued_age_seconds',
  help: 'How long the oldest text due and not yet sent has waited, by channel (0 when none)',
  labelNames: ['channel'] as const,
  registers: [registry],
});
export const backupLastSuccess = new Gauge({
  name: 'mehendi_backup_last_success_timestamp_seconds',
  help: 'When the newest complete archive in BACKUP_DIR was written (Unix time; 0 when there is none)',
  registers: [registry],
});

export type BookingRefusalReason = 'no_place' | 'too_many_bookings' | 'held_limit' | 'invalid';

/** A fixed word for why a booking was refused: the refusal's sentence names a day and a slot. */
export function bookingRefusalReason(refusal: Pick<Refusal, 'status' | 'message'>): BookingRefusalReason {
  if (refusal.status === 409) return 'no_place';
  if (refusal.status === 429)
    return refusal.message === MESSAGES.tooManyBookings ? 'too_many_bookings' : 'held_limit';
  return 'invalid';
}

/** After a customer's booking was answered: made, or refused and why. */
export function countBooking(outcome: { ok: true } | Refusal): void {
  if (outcome.ok) bookingsMade.inc();
  else bookingsRefused.inc({ reason: bookingRefusalReason(outcome) });
}

export function countOffers(event: 'made' | 'accepted' | 'declined' | 'expired', how = 1): void {
  if (how > 0) offers.inc({ event }, how);
}

export function countTextsFailed(channel: 'sms' | 'whatsapp', how = 1): void {
  if (how > 0) textsFailed.inc({ channel }, how);
}

export function countWhatsAppFallbacks(reason: 'refused' | 'failed_receipt' | 'no_receipt', how = 1): void {
  if (how > 0) whatsappFallbacks.inc({ reason }, how);
}

export type PushOutcome = 'sent' | 'retried' | 'failed' | 'gone' | 'expired';

export function countPushes(outcome: PushOutcome, how = 1): void {
  if (how > 0) pushes.inc({ outcome }, how);
}

// Every known series from the start at 0, so a rate or an alert has a value before the first event.
for (const reason of ['no_place', 'too_many_bookings', 'held_limit', 'invalid'] as const)
  bookingsRefused.inc({ reason }, 0);
for (const event of ['made', 'accepted', 'declined', 'expired'] as const) offers.inc({ event }, 0);
for (const channel of ['sms', 'whatsapp'] as const) textsFailed.inc({ channel }, 0);
for (const reason of ['refused', 'failed_receipt', 'no_receipt'] as const)
  whatsappFallbacks.inc({ reason }, 0);
for (const outcome of ['sent', 'retried', 'failed', 'gone', 'expired'] as const) pushes.inc({ outcome }, 0);
