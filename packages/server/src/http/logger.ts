import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './log-errors';
import { maskIp, maskPhones, redactPhones } from './redact';

/**
 * Log settings (docs/decisions.md): one line per request with method, route, status, time and a masked
 * client address; phone numbers masked everywhere. Readable lines in a terminal (pino-pretty), JSON
 * otherwise, for log collectors.
 */
export function loggerOptions(
  level: string,
  pretty: boolean,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: { logMethod: redactPhones },
    redact: ['req.headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskPhones(request.url),
        route: request.routeOptions.url,
        ip: maskIp(request.ip),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // A failed query without its values, every text masked (docs/operations.md#logs).
      err: serializeError,
    },
    ...(pretty && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: false },
          },
        }
      : {}),
  };
}

// The levels at which a request's info line is written.
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this route's answers write no request line (warnings and errors still do). For the busiest
     * reads, where the line would cost more than the answer; a route `logLevel` would do the same but
     * makes pino rebuild the request logger's methods on every request.
     */
    requestLog?: boolean;
  }
}

/**
 * One line per answered request, in place of Fastify's two ('incoming request' without the status,
 * 'request completed' without the route): method, route, status, milliseconds and the masked address.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!WRITES_INFO.has(request.log.level)) return done();
    // A getter that builds a new object each time: read once.
    const route = request.routeOptions;
    if (route.config.requestLog === false) return done();
    request.log.info(
      {
        method: request.method,
        route: route.url ?? null,
        url: maskPhones(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: maskIp(request.ip),
      },
      'request',
    );
    done();
  });
}
