import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerForm, answerFormHeaders } from './answer-form';
import type { CachedAnswer } from './cached-answer';
import type { CatalogueCache } from './catalogue-cache';

// The catalogue's routes are registered under this prefix (app.ts).
const API = '/api/';

/**
 * The in-memory key a request's URL would find (shelfKey): its path under /api, decoded. null for a path
 * that cannot be a list's, or one whose encoding routing might read differently (an encoded slash).
 */
export function listKeyOf(url: string): string | null {
  if (!url.startsWith(API)) return null;
  const query = url.indexOf('?');
  const path = url.slice(API.length, query === -1 ? undefined : query);
  if (!path.includes('%')) return path;
  if (/%2f/i.test(path)) return null;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Answers a GET or HEAD of a catalogue list that is already in memory before Fastify sees the request,
 * with the same status, headers and bytes the list route would send (sendCachedAnswer), and returns true;
 * returns false for every other request, which Fastify then routes as usual. The busiest public read
 * thus costs what Node's HTTP server costs: Fastify's routing, hooks, parameter check and per-request
 * logger were most of the time of a list answer (docs/speed.md#the-catalogue-from-memory). A list is in
 * memory only after the route has read it once, so only a valid list's path can match; everything else
 * stays with Fastify.
 */
export function listFromMemory(cache: CatalogueCache, securityHeaders: Record<string, string>) {
  const always = Object.entries(securityHeaders).flat();
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url) return false;
    const key = listKeyOf(url);
    const answer = key === null ? undefined : cache.ready(key);
    if (!answer) return false;
    writeKeptAnswer(answer, always, request, response);
    return true;
  };
}

/**
 * Writes a kept answer to a GET or HEAD straight through Node's server, as sendCachedAnswer sends it
 * through Fastify: `always` are the security headers every answer carries, as a flat list of names and
 * values. The other answers kept in memory (the bookings' availability) are sent the same way.
 */
export function writeKeptAnswer(
  answer: CachedAnswer,
  always: readonly string[],
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const form = answerForm(answer, request.headers['accept-encoding'], request.headers['if-none-match']);
  const headers = always.concat(answerFormHeaders(form).flat());
  if (form.body) headers.push('content-length', String(form.body.length));
  response.writeHead(form.status, headers);
  response.end(request.method === 'GET' ? form.body : undefined);
}
