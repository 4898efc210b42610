import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeKeptAnswer, type KeptAnswers } from '../catalogue';

// The route's address (availability.routes.ts under the /api prefix).
const PATH = '/api/availability';

/**
 * The key an availability answer is kept under: the day it is asked on (a day that has passed has no
 * places; the route reads the same clock) and the whole query, its parameters in name order and encoded
 * one way. Every parameter is part of it, so a parameter the route comes to read (a team's size) keeps
 * answers apart without a change here; an unknown one costs a kept answer, never a wrong one.
 */
export function availabilityKey(search: string, now: Date): string {
  const params = new URLSearchParams(search);
  params.sort();
  return `${now.toDateString()}|${params.toString()}`;
}

/**
 * Answers a GET or HEAD of /api/availability whose answer is in memory before Fastify routes it, with the
 * status, headers and bytes the route sends (docs/speed.md#availability-from-memory), and returns true;
 * false leaves the request to Fastify. An answer is kept only once the route has checked its query and
 * read it, so only a valid query can match; a change that moves a place clears them all (app.places).
 */
export function availabilityFromMemory(
  kept: Pick<KeptAnswers, 'cache'>,
  securityHeaders: Record<string, string>,
) {
  const always = Object.entries(securityHeaders).flat();
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith(PATH)) return false;
    const query = url.indexOf('?');
    if ((query === -1 ? url.length : query) !== PATH.length) return false;
    const answer = kept.cache.ready(availabilityKey(query === -1 ? '' : url.slice(query + 1), new Date()));
    if (!answer) return false;
    writeKeptAnswer(answer, always, request, response);
    return true;
  };
}
