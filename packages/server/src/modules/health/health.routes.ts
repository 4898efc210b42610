import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigSchema } from '@mehendi/shared';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
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

  // The footer's contact details, from the server's settings.
  app.get('/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    contactName: app.config.contact.name,
    contactPhone: app.config.contact.phone,
    supportEmail: app.config.contact.supportEmail,
  }));
};

export default healthRoutes;
