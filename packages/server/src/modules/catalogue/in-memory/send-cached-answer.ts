import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, type CachedAnswer, type ContentCoding } from './cached-answer';

// Browsers send a handful of distinct Accept-Encoding values; remembering the choice saves parsing them
// on every request. Bounded, so made-up headers cannot grow it.
const choices = new Map<string, string>();
const choiceCache = {
  get: (header: string) => choices.get(header),
  has: (header: string) => choices.has(header),
  set(header: string, value: string) {
    if (choices.size >= 64) choices.clear();
    choices.set(header, value);
    return choiceCache;
  },
};
const codings = new Negotiator<ContentCoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: choiceCache,
});

function matches(ifNoneMatch: string, answer: CachedAnswer): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Every form of the answer carries the same content, so any of its tags proves the copy is current.
  const base = answer.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').slice(1, -1);
    return opaque === base || opaque === `${base}-br` || opaque === `${base}-gzip`;
  });
}

/**
 * Sends a prepared JSON answer in the form the client accepts best, with a strong ETag; a request
 * carrying that tag gets 304 and no body. Clients revalidate every time (no-cache): a list changes
 * when the admin uploads, and the 304 costs almost nothing.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const accepted = request.headers['accept-encoding'];
  const negotiated = accepted && answer.br ? codings.negotiate(accepted) : null;
  const coding = negotiated === 'br' || negotiated === 'gzip' ? negotiated : null;
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etagOf(answer, coding));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, answer)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!coding) return reply.send(answer.identity);
  return reply.header('content-encoding', coding).send(coding === 'br' ? answer.br : answer.gzip);
}
