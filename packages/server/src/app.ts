import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { clockAhead, type Clock } from './clock';
import type { Database, Db } from './db/database';
import { readEmptyJsonAsNoBody, registerErrorHandler } from './http/error-handler';
import { refuseUnstorableText } from './http/unstorable-text';
import { flushWritesBeforeAnswer } from './http/durable-answers';
import { registerApiDocs } from './http/api-docs';
import { registerWebApp } from './http/web-app';
import { serverAnsweringFirst } from './http/http-server';
import { loggerOptions, logRequests } from './http/logger';
import { registerMetrics } from './metrics/metrics.routes';
import { registerSecurityHeaders } from './http/security-headers';
import { scheduleHousekeeping } from './housekeeping/housekeeping';
import { HTTP_TIMEOUTS } from './limits';
import healthRoutes from './modules/health/health.routes';
import adminRoutes from './modules/admin/admin.routes';
import catalogueRoutes from './modules/catalogue/catalogue.routes';
import { createStorage } from './storage/create-storage';
import { serveLocalUploads } from './storage/serve-uploads';
import type { Storage } from './storage/storage';
import notificationsSocket from './modules/notifications/notifications.socket';
import notificationsRoutes from './modules/notifications/notifications.routes';
import bookingsRoutes from './modules/bookings/bookings.routes';
import artistsRoutes from './modules/artists/artists.routes';
import lifecycleRoutes from './modules/bookings/lifecycle.routes';
import { findBooking, handBackJobsOf, lateReminderReason, withDetails } from './modules/bookings';
import candidatesRoutes from './modules/matching/candidates.routes';
import matchingPlugin from './modules/matching/matching.plugin';
import offersRoutes from './modules/matching/offers.routes';
import assignmentRoutes from './modules/matching/assignment.routes';
import assignRoutes from './modules/matching/assign.routes';
import settingsRoutes from './modules/settings/settings.routes';
import myBookingsRoutes from './modules/my/my-bookings.routes';
import myJobsRoutes from './modules/visits/my-jobs.routes';
import { endCalendarFeed } from './modules/visits';
import calendarFeedsRoutes from './modules/visits/calendar-feeds.routes';
import overviewRoutes from './modules/overview/overview.routes';
import myDataRoutes from './modules/my/my-data.routes';
import reviewsRoutes from './modules/reviews/reviews.routes';
import advancesRoutes from './modules/advances/advances.routes';
import webhooksRoutes from './modules/webhooks/webhooks.routes';
import profilesRoutes from './modules/profiles/profiles.routes';
import profilePages from './modules/profiles/profiles.pages';
import { startOutboxWorker, type OutboxWorker } from './modules/sms-outbox/sms-outbox.worker';
import type { CaptchaPow } from './modules/phone-auth/captcha.service';
import phoneAuthRoutes from './modules/phone-auth/phone-auth.routes';
import { createPhoneHash, loadOrCreateSecret } from './modules/phone-auth';
import { createSmsProvider, createWhatsAppSender } from './sms/create-sms-provider';
import cataloguePlugin, { type Catalogue } from './modules/catalogue/in-memory/catalogue.plugin';
import waitlistPlugin from './modules/waitlist/waitlist.plugin';
import availabilityRoutes from './modules/places/availability.routes';
import { availabilityFromMemory } from './modules/places/availability-from-memory';
import seasonRoutes from './modules/places/season.routes';
import artistAvailabilityRoutes from './modules/artists/availability.routes';
import { CONTENT_CODINGS } from './http/content-coding';
import pushPlugin from './modules/push/push.plugin';
import pushRoutes from './modules/push/push.routes';
import { offerFallbackReason, textOfferNow } from './modules/matching/offer-opened';
import type { SmsProvider } from './sms/sms-provider';
import type { WhatsAppSender } from './sms/whatsapp.provider';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    redis: Redis | null;
    sms: SmsProvider;
    /** WhatsApp's sender when WHATSAPP_PROVIDER=cloud (texts go there first), else null. */
    whatsapp: WhatsAppSender | null;
    /** Uploaded images (local disk under DATA_DIR/uploads unless buildApp is given another). */
    storage: Storage;
    /** Every route as registered, for the test that proves each one is guarded or deliberately public. */
    routeTable: RouteOptions[];
    /** Sends the queued texts; null until the app is ready and when AppOptions.smsOutbox is false. */
    smsOutbox: OutboxWorker | null;
    /** Where the app reads the time (src/clock.ts); tests move it. */
    clock: Clock;
    /** Set at the start of shutdown: GET /api/health/ready answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Shared state between processes (rate limits, socket events); null runs everything in memory. */
  redis?: Redis | null;
  /** Replaces the provider SMS_PROVIDER selects, so tests can read the codes sent. */
  sms?: SmsProvider;
  /** Replaces WhatsApp's sender (null: none), as `sms` replaces the SMS provider. */
  whatsapp?: WhatsAppSender | null;
  /** A lighter captcha proof of work, for tests whose subject is not the captcha itself. */
  captchaPow?: CaptchaPow;
  /** Replaces the local-disk storage of uploaded images. */
  storage?: Storage;
  logger?: boolean;
  /** false: no outbox worker in this app (a test that drives the outbox itself). */
  smsOutbox?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Readable log lines instead of JSON; by default when standard output is a terminal. */
  prettyLogs?: boolean;
  /** Replaces HTTP_TIMEOUTS (tests of slow clients shorten them). */
  httpTimeouts?: typeof HTTP_TIMEOUTS;
  /** How often expired rows are deleted; tests shorten it. */
  housekeepingIntervalMs?: number;
  /** How often the waiting list is swept; 0 never (tests that sweep by hand). */
  waitlistSweepMs?: number;
  /** How often offers to artists are swept; 0 never (tests that sweep by hand). */
  offersSweepMs?: number;
  /** The app's clock (src/clock.ts); the wall clock (TEST_CLOCK_AHEAD_MS ahead) unless a test passes one. */
  clock?: Clock;
}

/**
 * Every route's schema is a Zod schema (the compilers are set on the app below). Handed over at creation
 * too, they keep Fastify from loading its default JSON-schema compilers, Ajv and fast-json-stringify,
 * about 100 ms of a restart (docs/speed.md#compiled-server). Fastify's types expect Ajv's signature.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the whole app without listening, so tests can use app.inject on a real database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const timeouts = options.httpTimeouts ?? HTTP_TIMEOUTS;
  // The catalogue lists and the availability in memory are answered before Fastify routes the request
  // (list-from-memory.ts); set once they are registered, before the app can listen.
  let serveFromMemory: Catalogue['serveFromMemory'] = () => false;
  const app = Fastify({
    serverFactory: serverAnsweringFirst((request, response) => serveFromMemory(request, response)),
    logger:
      options.logger === false
        ? false
        : loggerOptions(config.logLevel, options.prettyLogs ?? process.stdout.isTTY, options.logStream),
    // Replaced by logRequests: one line with the route and the status.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // A plugin's start (the sweeps' first run, the database's listeners) may wait on a busy database: a
    // start slower than Fastify's 10 s on a loaded machine is slow, not broken (a test file failed so
    // while two test tiers shared two cores).
    pluginTimeout: 60_000,
    // A slow or stalled client cannot hold a connection open (docs/decisions.md).
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    connectionTimeout: timeouts.connectionTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // Uploads are limited per file by the multipart parser; JSON bodies stay small.
    bodyLimit: 256 * 1024,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', options.redis ?? null);
  app.decorate('storage', options.storage ?? createStorage(config));
  app.decorate('sms', options.sms ?? createSmsProvider(config.sms, app.log));
  app.decorate(
    'whatsapp',
    options.whatsapp === undefined ? createWhatsAppSender(config.sms.whatsapp) : options.whatsapp,
  );
  app.decorate('lifecycle', { shuttingDown: false });
  app.decorate('clock', options.clock ?? clockAhead(config.testClockAheadMs));
  // The per-number limits count under a keyed hash of the number, so they outlive a deletion of the data.
  app.decorate(
    'phoneHash',
    createPhoneHash(config.secrets.otpHmacKey ?? (await loadOrCreateSecret(database.db, 'otp-hmac'))),
  );
  app.decorateRequest('session', null);
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Answers to a signed-in request carry personal data (lists, exports, notifications, one's own records):
  // no browser or proxy keeps them (docs/security.md#caching). A route that chose its own caching keeps it.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.session && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done();
  });
  readEmptyJsonAsNoBody(app);
  refuseUnstorableText(app);
  flushWritesBeforeAnswer(app);
  logRequests(app);
  await registerMetrics(app);
  const securityHeaders = registerSecurityHeaders(app, config);
  scheduleHousekeeping(app, options.housekeepingIntervalMs);

  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out; the OTP limits are kept in the database regardless.
    skipOnError: true,
    ...(options.redis ? { redis: options.redis, nameSpace: 'mehendi-rl:' } : {}),
  });

  await registerApiDocs(app);
  // JSON answers over 1 KB are compressed per request; the catalogue lists and the built web app
  // arrive already compressed and are passed through (docs/decisions.md).
  await app.register(compress, { threshold: 1024, encodings: [...CONTENT_CODINGS] });
  await app.register(cataloguePlugin, { securityHeaders });
  await app.register(waitlistPlugin, { sweepIntervalMs: options.waitlistSweepMs });
  // The catalogue lists, then the availability answers.
  const availabilityFirst = availabilityFromMemory(app.places, securityHeaders);
  serveFromMemory = (request, response) =>
    app.catalogue.serveFromMemory(request, response) || availabilityFirst(request, response);
  await app.register(pushPlugin, {
    worker: options.smsOutbox !== false,
    // An offer's push to a subscription gone: its text goes now rather than after PUSH_FALLBACK_MINUTES.
    onGone: async (push, subscription) => {
      if (push.kind !== 'artistOffer' || !push.bookingId || !subscription.artistId) return;
      await textOfferNow(
        app.db,
        { bookingId: push.bookingId, artistId: subscription.artistId },
        app.clock.now(),
      );
      app.smsOutbox?.wake();
    },
  });
  await app.register(matchingPlugin, { sweepIntervalMs: options.offersSweepMs });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(phoneAuthRoutes, { prefix: '/api', captchaPow: options.captchaPow });
  await app.register(notificationsSocket, { securityHeaders });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(bookingsRoutes, { prefix: '/api' });
  await app.register(artistsRoutes, {
    prefix: '/api',
    // An artist's leaving hands their jobs back and ends their calendar address: bookings' and visits' work,
    // given in here as they sit above artists (docs/decisions.md).
    leaving: {
      handBackJobs: handBackJobsOf,
      endCalendarFeed: (tx, artistId) => endCalendarFeed(tx, { artistId }),
    },
  });
  await app.register(lifecycleRoutes, { prefix: '/api' });
  await app.register(candidatesRoutes, { prefix: '/api' });
  await app.register(offersRoutes, { prefix: '/api' });
  await app.register(assignmentRoutes, { prefix: '/api' });
  await app.register(assignRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(overviewRoutes, { prefix: '/api' });
  await app.register(myBookingsRoutes, { prefix: '/api' });
  await app.register(myJobsRoutes, { prefix: '/api' });
  await app.register(calendarFeedsRoutes, { prefix: '/api' });
  await app.register(myDataRoutes, { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  await app.register(advancesRoutes, {
    prefix: '/api',
    consoleBooking: async (id) => {
      const row = await findBooking(app.db, id);
      return row ? ((await withDetails(app.db, [row], config.advances))[0] ?? null) : null;
    },
  });
  await app.register(profilesRoutes, { prefix: '/api' });
  await app.register(availabilityRoutes, { prefix: '/api' });
  await app.register(seasonRoutes, { prefix: '/api' });
  await app.register(artistAvailabilityRoutes, { prefix: '/api' });
  await app.register(webhooksRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api' });

  app.decorate('smsOutbox', null);
  if (options.smsOutbox !== false) {
    app.addHook('onReady', () => {
      const whatsapp = app.whatsapp && { sender: app.whatsapp, fallbackMs: config.sms.whatsapp.fallbackMs };
      const texts = startOutboxWorker(
        app.db,
        app.sms,
        app.log,
        { ...config.sms.outbox, ownerLanguage: config.ownerAlerts.language },
        app.clock,
        whatsapp,
        // A reminder after its moment, or an offer's fallback text once the pushed offer was opened.
        async (db, text, now) =>
          (await lateReminderReason(db, text, now)) ?? (await offerFallbackReason(db, text, now)),
      );
      // A commit that queued texts may have queued their pushes (docs/messaging.md#push): both wake.
      app.smsOutbox = {
        wake: () => {
          texts.wake();
          app.push.worker?.wake();
        },
        stop: () => texts.stop(),
      };
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      await app.smsOutbox?.stop();
    });
  }

  await serveLocalUploads(app, app.storage);
  await app.register(profilePages);
  await registerWebApp(app, config.webDistDir);
  return app;
}
