// GET /metrics in Prometheus's text format (docs/operations.md#metrics): with METRICS_TOKEN as a bearer
// token, or asked from the machine itself; never to the public, which reaches the app through the proxy.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, count, lte, min, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SMS_CHANNELS } from '@mehendi/shared';
import { smsOutbox } from '../modules/sms-outbox/sms-outbox.schema';
import { backupLastSuccess, dbPool, httpDuration, outboxOldestAge, outboxQueued, registry } from './registry';

/** The nightly archives' names (deploy/mehendi-backup.sh); a half-written one ends in .part. */
export const BACKUP_FILE = /^mehendi-.*\.gz$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * The token, or the machine itself: the socket's address is loopback and no proxy forwarded the request.
 * Caddy on the same machine connects from 127.0.0.1 too, but always adds X-Forwarded-For.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && authorization) return timingSafeEqual(digest(authorization), digest(`Bearer ${token}`));
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return isLoopback(request.raw.socket.remoteAddress) && !forwarded;
}

/** Texts due (their reminder time passed) and not yet sent, and the oldest one's wait, per channel. */
async function readOutbox(app: FastifyInstance): Promise<void> {
  const now = app.clock.now();
  const dueAt = sql<Date>`coalesce(${smsOutbox.dueAt}, ${smsOutbox.createdAt})`;
  const rows = await app.db
    .select({ channel: smsOutbox.channel, queued: count(), oldest: min(dueAt) })
    .from(smsOutbox)
    .where(and(sql`${smsOutbox.status} = 'queued'`, lte(dueAt, now)))
    .groupBy(smsOutbox.channel);
  for (const channel of SMS_CHANNELS) {
    const row = rows.find((found) => found.channel === channel);
    outboxQueued.set({ channel }, row?.queued ?? 0);
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    outboxOldestAge.set({ channel }, oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000));
  }
}

/** When the newest complete archive in BACKUP_DIR was written; 0 when none (or no BACKUP_DIR). */
async function readBackupAge(dir: string | undefined): Promise<void> {
  let newest = 0;
  if (dir) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((found) => BACKUP_FILE.test(found))) {
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info) newest = Math.max(newest, info.mtimeMs / 1000);
    }
  }
  backupLastSuccess.set(newest);
}

export async function registerMetrics(app: FastifyInstance): Promise<void> {
  // Route patterns only (`/api/bookings/:id`), never the address asked: an address can hold a secret.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, app.config.metricsToken)) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({ error: 'Metrics need the METRICS_TOKEN bearer token.' });
    }
    const stats = app.database.poolStats?.();
    if (stats) for (const [state, value] of Object.entries(stats)) dbPool.set({ state }, value);
    await Promise.all([readOutbox(app), readBackupAge(app.config.backupDir)]);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
