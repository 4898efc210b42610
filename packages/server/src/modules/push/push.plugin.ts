import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { loadVapidKeys } from './push-keys';
import { createPushSender, type PushSender } from './push-sender';
import { startPushWorker, type OnSubscriptionGone, type PushWorker } from './push.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push (docs/messaging.md#push): the VAPID public key, the sender, and this process's worker. */
    push: {
      publicKey: string;
      send: PushSender;
      /** null until the app is ready, and when the app runs no outbox workers (tests that drive them). */
      worker: PushWorker | null;
    };
  }
}

export interface PushPluginOptions {
  /** false: no push worker (a test sends the due pushes itself with sendDuePushes). */
  worker?: boolean;
  /** Replaces the sender over HTTP (not needed by tests: they point subscriptions at a local fake). */
  send?: PushSender;
  /** After a subscription the push service called gone was removed (app.ts: an offer's text goes now). */
  onGone?: OnSubscriptionGone;
}

async function pushPlugin(app: FastifyInstance, options: PushPluginOptions): Promise<void> {
  const keys = await loadVapidKeys(app.db, app.config.push.keys);
  const send = options.send ?? createPushSender(keys, app.config.push.subject);
  app.decorate('push', { publicKey: keys.publicKey, send, worker: null });
  if (options.worker === false) return;
  app.addHook('onReady', () => {
    // The texts' retry settings: a push is retried as a text is (SMS_RETRY_BASE_MS, SMS_MAX_ATTEMPTS…).
    app.push.worker = startPushWorker(
      app.db,
      send,
      app.log,
      app.config.sms.outbox,
      app.clock,
      options.onGone,
    );
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await app.push.worker?.stop();
  });
}

export default fp(pushPlugin, { name: 'push' });
