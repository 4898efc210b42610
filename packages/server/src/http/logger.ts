import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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
