import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answered 2xx must be on the disk, not only in the operating system's cache, when the client
 * reads the answer: the database is flushed before the answer leaves (a no-op on PostgreSQL, which
 * flushes at commit). See the README's Durability section.
 */
export function flushWritesBeforeAnswer(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 300) return payload;
    await app.database.flushToDisk();
    return payload;
  });
}
