import type { FastifyInstance, InjectOptions } from 'fastify';
import { ApiClient, type Transport } from '@mehendi/test-client';

/** The tests' one client over Fastify's inject: the same requests as over a socket, in-process. */
export function injectClient(app: FastifyInstance, headers: Record<string, string> = {}): ApiClient {
  const transport: Transport = async (request) => {
    const response = await app.inject({
      method: request.method as InjectOptions['method'],
      url: request.path,
      headers: { ...headers, ...request.headers },
      payload: request.body,
    });
    return {
      status: response.statusCode,
      headers: Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: response.rawPayload,
    };
  };
  return new ApiClient(transport);
}
