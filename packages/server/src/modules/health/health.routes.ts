import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigSchema } from '@mehendi/shared';

const readinessSchema = z.object({ status: z.string(), down: z.array(z.string()) });
// Reading a key that does not exist proves the bucket (or the uploads folder) answers without costing a write.
const READINESS_PROBE_KEY = 'health/readiness-probe';
const READINESS_CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// A probe's answer is a few bytes, asked for every few seconds: it skips the compression hooks.
const PROBE = { compress: false, decompress: false };

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: PROBE,
      schema: {
        summary: 'Liveness: the database answers.',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.string() }) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );

  // Readiness (docs/api.md): 200 only when every part this process needs answers; 503 naming the parts
  // that do not, and 503 from the start of shutdown so a load balancer stops sending traffic first.
  app.get(
    '/health/ready',
    {
      // Caddy asks every 2 s (deploy/Caddyfile): no request line each time; a part down is logged below.
      config: { ...PROBE, requestLog: false },
      schema: {
        summary: 'Readiness: every part this process needs answers; 503 from the start of shutdown.',
        response: {
          200: readinessSchema,
          503: readinessSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.shuttingDown) {
        return reply.code(503).send({ status: 'shutting down', down: [] });
      }
      const checks: [string, () => Promise<unknown>][] = [
        ['database', () => app.db.execute(sql`select 1`)],
        ['storage', () => (app.storage.check ? app.storage.check() : app.storage.get(READINESS_PROBE_KEY))],
      ];
      const redis = app.redis;
      if (redis) checks.push(['redis', () => redis.ping()]);
      const results = await Promise.all(
        checks.map(async ([name, check]) => {
          try {
            await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS);
            return null;
          } catch (error) {
            request.log.warn({ err: error, part: name }, 'readiness: a part did not answer');
            return name;
          }
        }),
      );
      const down = results.filter((name): name is string => name !== null);
      if (down.length > 0) return reply.code(503).send({ status: 'not ready', down });
      return { status: 'ready', down: [] };
    },
  );

  // The footer's contact details, from the server's settings.
  app.get(
    '/config',
    { schema: { summary: 'The contact details of the footer.', response: { 200: publicConfigSchema } } },
    async () => ({
      contactName: app.config.contact.name,
      contactPhone: app.config.contact.phone,
      supportEmail: app.config.contact.supportEmail,
    }),
  );
};

export default healthRoutes;
