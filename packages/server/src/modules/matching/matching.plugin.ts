import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodically } from '../../housekeeping/periodic-task';
import { OFFERS_SWEEP_INTERVAL_MS } from '../../limits';
import { lifecycleDepsOf } from '../bookings/lifecycle.service';
import { offerBooking, sweepOffers, type MatchingDeps } from './offers.service';
import { flagShortTeams } from './team-short';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offers to artists (docs/bookings.md#offers-to-artists). */
    matching: {
      deps: MatchingDeps;
      /** After a commit that put a booking in matching: its first (or next) offer, at once. */
      offer(bookingId: string): Promise<void>;
      /** Expired offers moved on, waiting bookings offered; every process runs it periodically. */
      sweep(): Promise<void>;
    };
  }
}

export interface MatchingOptions {
  /** How often this process sweeps; tests that sweep by hand pass 0 (never). */
  sweepIntervalMs?: number;
}

async function matchingPlugin(app: FastifyInstance, options: MatchingOptions): Promise<void> {
  const deps: MatchingDeps = {
    ...lifecycleDepsOf(app),
    // The socket's notifier is registered after this plugin; it is there by the time anything is offered.
    notifier: { publish: (notification) => app.notifier.publish(notification) },
    offers: app.config.offers,
    ownerAlerts: app.config.ownerAlerts,
    pushFallbackMs: app.config.push.fallbackMs,
  };

  // After a commit: a failure here is logged, not answered; the sweep offers the booking.
  async function offer(bookingId: string): Promise<void> {
    try {
      await offerBooking(deps, bookingId);
    } catch (error) {
      app.log.warn({ err: error }, 'offering a booking to an artist failed; the next sweep tries again');
    }
  }

  async function sweep(): Promise<void> {
    try {
      await sweepOffers(deps);
      // Teams still short 48 hours before their visit go to the owner and the customer (team-short.ts).
      await flagShortTeams(deps);
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping offers to artists failed; trying again next time');
    }
  }

  app.decorate('matching', { deps, offer, sweep });
  // One timer per process; the sweep at start moves on what expired while no process ran.
  const intervalMs = options.sweepIntervalMs ?? OFFERS_SWEEP_INTERVAL_MS;
  if (intervalMs > 0) schedulePeriodically(app, intervalMs, sweep);
}

export default fp(matchingPlugin, { name: 'matching', dependencies: ['waitlist'] });
