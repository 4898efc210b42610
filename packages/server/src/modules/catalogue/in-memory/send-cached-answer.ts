import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerForm, answerFormHeaders } from './answer-form';
import type { CachedAnswer } from './cached-answer';

/**
 * Sends a prepared JSON answer through Fastify in the form the client accepts best, with a strong ETag;
 * a request carrying that tag gets 304 and no body. The same answer as list-from-memory.ts sends.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const form = answerForm(answer, request.headers['accept-encoding'], request.headers['if-none-match']);
  for (const [name, value] of answerFormHeaders(form)) reply.header(name, value);
  return reply.code(form.status).send(form.body ?? undefined);
}
