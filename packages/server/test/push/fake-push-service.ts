// A push service on 127.0.0.1 for the tests (RFC 8030): it keeps every request web-push's sender made,
// checks its shape (POST, TTL, Urgency, Topic, Content-Encoding aes128gcm, a VAPID Authorization whose
// JWT verifies with the server's public key), and answers what the test queued (201 by default). A
// browser's side is here too: a subscription's keys, and the payload decrypted with them (RFC 8291).
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload, PushSubscriptionInput } from '@mehendi/shared';

export interface PushRequest {
  path: string;
  method: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export interface FakePushService {
  /** The address of a subscription at this service. */
  endpoint(name: string): string;
  requests: PushRequest[];
  /** The next answers, in order (then 201). */
  answers: number[];
  /** How long each answer waits (the two-workers test lets claims interleave). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const service: FakePushService = {
    endpoint: () => '',
    requests: [],
    answers: [],
    delayMs: 0,
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      service.requests.push({
        path: request.url ?? '',
        method: request.method ?? '',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value[0] : value,
          ]),
        ),
        body: Buffer.concat(chunks),
      });
      const status = service.answers.shift() ?? 201;
      setTimeout(
        () => response.writeHead(status).end(status === 201 ? '' : `status ${status}`),
        service.delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  service.endpoint = (name) => `http://127.0.0.1:${port}/push/${name}`;
  service.close = () => new Promise((resolve) => server.close(() => resolve()));
  return service;
}

/** A browser's subscription: its P-256 key pair and auth secret, as pushManager.subscribe makes them. */
export interface BrowserSubscription {
  json: PushSubscriptionInput;
  decrypt(body: Buffer): PushPayload;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // aes128gcm (RFC 8188): salt(16) rs(4) idlen(1) keyid(the sender's public key) ciphertext.
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2 and any zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload;
    },
  };
}

/** The VAPID claims of a request's Authorization header, after checking its ES256 signature with `publicKey`. */
export function verifiedVapidClaims(
  authorization: string | undefined,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/u.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the header names another public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID JWT does not verify with the public key');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}
