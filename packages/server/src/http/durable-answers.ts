import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answered 2xx must be on the disk, not only in the operating system's cache, when the client
 * reads the answer: the database is flushed before the answer leaves (a no-op on PostgreSQL, which
 * flushes at commit). See docs/operations.md#durability.
 */
export function flushWritesBeforeAnswer(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Reads answer without a promise turn: this hook runs on every answer.
    if (READS.has(request.method) || reply.statusCode >= 300) return done(null, payload);
    app.database.flushToDisk().then(() => done(null, payload), done);
  });
}
