import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@mehendi/shared';
import { logSecurityEvent } from './security-events';

/** Field name of a validation issue: '/fullName' or '/selectedDates/0' gives 'fullName'. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean)[0] ?? '';
}

/**
 * One error shape for the whole API ({ error, fields? }). Validation failures become per-field
 * messages; a 5xx never reveals its cause to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        fields[field] ??= issue.message ?? MESSAGES.somethingWentWrong;
      }
      const body: ApiError = { error: Object.values(fields)[0] ?? MESSAGES.somethingWentWrong, fields };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      if (status === 429) logSecurityEvent(request, 'rate-limited');
      return reply.code(status).send({ error: status === 429 ? MESSAGES.tooManyRequests : error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: MESSAGES.somethingWentWrong });
  });
}
