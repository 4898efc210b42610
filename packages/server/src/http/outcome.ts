import type { FastifyReply } from 'fastify';

/**
 * How a service says no (README, "Where to change what"): the status the route answers with, the sentence the
 * client reads, and where it applies the form field it is about and when to try again. Failures that are
 * not the client's doing (a bug, a lost database) are thrown instead.
 */
export interface Refusal {
  ok: false;
  status: 400 | 401 | 404 | 409 | 423 | 429 | 502;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
}

/** What a service answers: its value, or a refusal. */
export type Outcome<T = undefined> = { ok: true; value: T } | Refusal;

export function success(): Outcome;
export function success<T>(value: T): Outcome<T>;
export function success<T>(value?: T): Outcome<T | undefined> {
  return { ok: true, value };
}

export function refuse(
  status: Refusal['status'],
  message: string,
  details: Pick<Refusal, 'field' | 'retryAfterSeconds'> = {},
): Refusal {
  return { ok: false, status, message, ...details };
}

/** The body of a refusal (docs/api.md#errors): `error`, the field it is about, and `retryAfter`. */
export function refusalBody(refusal: Refusal) {
  return {
    error: refusal.message,
    ...(refusal.field === undefined ? {} : { fields: { [refusal.field]: refusal.message } }),
    ...(refusal.retryAfterSeconds === undefined ? {} : { retryAfter: refusal.retryAfterSeconds }),
  };
}

/** Answers a refusal with its status (and Retry-After when it says when to try again). */
export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  if (refusal.retryAfterSeconds !== undefined) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.code(refusal.status).send(refusalBody(refusal));
}
