import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { keepAnswers, type KeptAnswers } from '../catalogue';

/** The PostgreSQL NOTIFY and Redis pub/sub channel that carries "a place moved". */
const PLACES_CHANNEL = 'mehendi_places_changed';
/** Availability answers kept at most (their keys are the visitors' ranges and varieties). */
const MAX_KEPT = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public availability answers kept in memory (docs/bookings.md#places-and-availability). Every
     * change that moves a place calls `changed()` after its commit: a booking made, cancelled, assigned,
     * handed back or completed; an artist approved, no longer approved or deleted; an availability saved.
     */
    places: Pick<KeptAnswers, 'answer' | 'changed'>;
  }
}

async function placesPlugin(app: FastifyInstance): Promise<void> {
  const kept = await keepAnswers(app, PLACES_CHANNEL, MAX_KEPT);
  app.decorate('places', { answer: kept.answer, changed: kept.changed });
}

export default fp(placesPlugin, { name: 'places' });
