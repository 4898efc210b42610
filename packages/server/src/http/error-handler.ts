import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, messageKeyOf, unknownWeekdayOf, type ApiError } from '@mehendi/shared';
import { logSecurityEvent } from './security-events';

/** Field name of a validation issue: '/fullName' or '/selectedDates/0' gives 'fullName'. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean)[0] ?? '';
}

/**
 * Only texts of the message catalogue reach a client (docs/rules-and-messages.md#messages): a validator's
 * or a library's own wording ('Invalid input: expected number', 'Body cannot be empty …') becomes
 * `fallback`. Every schema names its fields' messages; this is the net under a schema that forgets one.
 * The one schema message that carries what was sent, an unknown weekday's, is documented too.
 */
function documented(text: string | undefined, fallback: string): string {
  if (text === undefined) return fallback;
  return messageKeyOf(text) !== undefined || unknownWeekdayOf(text) !== undefined ? text : fallback;
}

// What a refusal of Fastify or a plugin (an unreadable body, a wrong content type, …) answers by status.
const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  429: MESSAGES.tooManyRequests,
};

/**
 * One error shape for the whole API ({ error, fields? }). Validation failures become per-field
 * messages; a 5xx never reveals its cause to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      let whole: string | undefined;
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        const message = documented(issue.message, MESSAGES.invalidRequest);
        // An issue about the payload as a whole (not an object at all) names no field.
        if (field === '') whole ??= message;
        else if (field !== '__proto__') fields[field] ??= message;
      }
      const body: ApiError = { error: Object.values(fields)[0] ?? whole ?? MESSAGES.invalidRequest, fields };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      if (status === 429) logSecurityEvent(request, 'rate-limited');
      const fallback = MESSAGE_BY_STATUS[status] ?? MESSAGES.invalidRequest;
      return reply
        .code(status)
        .send({ error: status === 429 ? MESSAGES.tooManyRequests : documented(error.message, fallback) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: MESSAGES.somethingWentWrong });
  });
}

/**
 * A JSON request with an empty body (`content-type: application/json`, no bytes) reads as no body, as it
 * does without the header: a route whose body is optional (a customer's cancellation) takes it, one that
 * needs a body answers its own message. Anything else goes to Fastify's own parser (which refuses
 * `__proto__` and `constructor.prototype`).
 */
export function readEmptyJsonAsNoBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
