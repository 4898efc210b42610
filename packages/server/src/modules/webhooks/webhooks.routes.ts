import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, apiErrorSchema } from '@mehendi/shared';
import { applyReceipt, type Receipt } from '../sms-outbox';
import { msg91Receipts, whatsappReceipts } from './receipts';

const receivedSchema = z.object({
  /** How many texts the call changed; receipts of unknown or superseded messages change none. */
  updated: z.number().int(),
});
// The providers' own shapes, read leniently (receipts.ts): a field they add must not turn a receipt away,
// and a body that is no report at all (null, a list) changes nothing and answers { updated: 0 }.
const providerBody = z.unknown();

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Meta signs the raw body: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 with the app secret>`. */
function signedByMeta(raw: Buffer | undefined, header: unknown, appSecret: string): boolean {
  if (!raw || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest('hex');
  return sameSecret(header.slice('sha256='.length), expected);
}

/**
 * Delivery receipts (docs/messaging.md#receipts, README "MSG91" and "WhatsApp"): the providers call these
 * to say a text was delivered, read or failed. Public (the providers sign in by a secret in the address or
 * a signature); a call without it is 401 and changes nothing.
 */
const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { msg91, whatsapp } = app.config.sms;
  // The signature covers the body's bytes as sent: this plugin's JSON parser keeps them.
  const rawBodies = new WeakMap<IncomingMessage, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request.raw, body as Buffer);
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(Object.assign(new Error(MESSAGES.fixValidationErrors), { statusCode: 400 }), undefined);
    }
  });
  // MSG91's webhook version 2 posts a form with the reports in its `data` field.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );

  async function apply(receipts: Receipt[]): Promise<number> {
    let updated = 0;
    for (const receipt of receipts) {
      if (await applyReceipt(app.db, receipt, app.clock.now(), app.config.ownerAlerts.language)) updated += 1;
    }
    // A WhatsApp failure queued the text again for SMS: the worker sends it now, not at its next poll.
    if (receipts.some((receipt) => receipt.channel === 'whatsapp' && receipt.state === 'failed')) {
      app.smsOutbox?.wake();
    }
    return updated;
  }

  app.post(
    '/webhooks/msg91/:secret',
    {
      schema: {
        summary:
          "MSG91's delivery reports (webhook v2 form or v3 JSON); the address carries MSG91_WEBHOOK_SECRET.",
        params: z.object({ secret: z.string() }),
        body: providerBody,
        response: { 200: receivedSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!msg91.webhookSecret || !sameSecret(request.params.secret, msg91.webhookSecret)) {
        return reply.code(401).send({ error: MESSAGES.unauthorized });
      }
      return { updated: await apply(msg91Receipts(request.body)) };
    },
  );

  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        summary:
          "Meta's verification handshake: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN.",
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().optional(),
        }),
        response: { 200: z.string(), 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const token = whatsapp.verifyToken;
      if (
        query['hub.mode'] !== 'subscribe' ||
        !token ||
        !sameSecret(query['hub.verify_token'] ?? '', token)
      ) {
        return reply.code(403).send({ error: MESSAGES.unauthorized });
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      // Checked before the body is validated: an unsigned call is 401 whatever it carries.
      preValidation: async (request, reply) => {
        const secret = whatsapp.appSecret;
        const raw = rawBodies.get(request.raw);
        if (!secret || !signedByMeta(raw, request.headers['x-hub-signature-256'], secret)) {
          return reply.code(401).send({ error: MESSAGES.unauthorized });
        }
        return undefined;
      },
      schema: {
        summary:
          "WhatsApp Cloud API's webhook: message statuses (delivered, read, failed), signed with X-Hub-Signature-256.",
        body: providerBody,
        response: { 200: receivedSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ updated: await apply(whatsappReceipts(request.body)) }),
  );
};

export default webhooksRoutes;
