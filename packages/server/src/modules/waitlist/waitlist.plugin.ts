import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodically } from '../../housekeeping/periodic-task';
import { WAITLIST_SWEEP_INTERVAL_MS } from '../../limits';
import { keepAnswers, type KeptAnswers } from '../catalogue';
import { expireOffers, offerOpenPlaces } from './waitlist.service';

/** The PostgreSQL NOTIFY and Redis pub/sub channel that carries "a place moved". */
const PLACES_CHANNEL = 'mehendi_places_changed';
/** Availability answers kept at most (their keys are the visitors' ranges and varieties). */
const MAX_KEPT = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public availability answers kept in memory (docs/bookings.md#places-and-availability). Every
     * change that moves a place calls `changed()` after its commit: a booking made, cancelled, assigned,
     * handed back, completed or rescheduled; an artist approved, no longer approved or deleted; an
     * availability saved. It then offers any place that opened to the waiting list.
     */
    places: Pick<KeptAnswers, 'answer' | 'changed' | 'cache'> & {
      /** After a booking is made: its place is taken and none opened, so the waiting list is not asked. */
      taken(): Promise<void>;
    };
    /** The waiting list's sweep (docs/bookings.md#waiting-list): expired offers passed on, places offered. */
    waitlist: { sweep(): Promise<void> };
  }
}

export interface WaitlistOptions {
  /** How often this process sweeps the waiting list; tests that sweep by hand pass 0 (never). */
  sweepIntervalMs?: number;
}

async function waitlistPlugin(app: FastifyInstance, options: WaitlistOptions): Promise<void> {
  const kept = await keepAnswers(app, PLACES_CHANNEL, MAX_KEPT);
  const deps = () => ({
    db: app.db,
    holdMinutes: app.config.waitlist.holdMinutes,
    origin: app.config.origin,
  });

  // After a commit: a failure here is logged, not answered; the next sweep offers the place.
  async function offer(): Promise<void> {
    try {
      if ((await offerOpenPlaces(deps(), app.clock.now())) === 0) return;
      await kept.changed();
      app.smsOutbox?.wake();
    } catch (error) {
      app.log.warn({ err: error }, 'waiting list offers failed; the next sweep tries again');
    }
  }

  async function sweep(): Promise<void> {
    try {
      if ((await expireOffers(app.db, app.clock.now())) > 0) await kept.changed();
    } catch (error) {
      app.log.warn({ err: error }, 'expiring waiting list offers failed; trying again next time');
    }
    await offer();
  }

  app.decorate('places', {
    answer: kept.answer,
    // Answered before routing from here (availability-from-memory.ts, wired in app.ts).
    cache: kept.cache,
    changed: async () => {
      await kept.changed();
      await offer();
    },
    taken: () => kept.changed(),
  });
  app.decorate('waitlist', { sweep });

  // One timer per process, as housekeeping's: a sweep at start picks up what expired while none ran.
  const intervalMs = options.sweepIntervalMs ?? WAITLIST_SWEEP_INTERVAL_MS;
  if (intervalMs > 0) schedulePeriodically(app, intervalMs, sweep);
}

export default fp(waitlistPlugin, { name: 'waitlist' });
