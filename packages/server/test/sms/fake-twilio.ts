import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/** A local HTTP server that plays Twilio's Messages API: it records each request and answers `next`. */
export async function startFakeTwilio() {
  const requests: GatewayRequest[] = [];
  const state = {
    next: { status: 201, body: { sid: 'SM00000000000000000000000000000000', status: 'queued' } },
    /** How long each answer takes, so a test can kill a sender while a text is in flight. */
    delayMs: 0,
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      const answer = state.next;
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(answer: GatewayAnswer) {
      state.next = answer as typeof state.next;
    },
    answerAfter(delayMs: number) {
      state.delayMs = delayMs;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

/** Twilio's error body, e.g. 21211 "Invalid 'To' Phone Number". */
export const twilioError = (status: number, code: number, message: string): GatewayAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
