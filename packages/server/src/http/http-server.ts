import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** The options Fastify applies to the server it makes; it hands them, defaults filled in, to a factory. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * Node's HTTP server as Fastify makes it by default, except that `answerFirst` sees each request before
 * Fastify does and may answer it itself (it returns true then). Once the server is closing, every request
 * goes to Fastify, which answers 503 and closes the connection.
 */
export function serverAnsweringFirst(
  answerFirst: (request: IncomingMessage, response: ServerResponse) => boolean,
): FastifyServerFactory {
  return (fastifyHandler, options) => {
    const settings = options as unknown as ServerSettings;
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      if (!server.listening || !answerFirst(request, response)) fastifyHandler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    return server;
  };
}
