import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Design } from '@mehendi/shared';
import { ConfigError, loadConfig } from '../../src/config';
import { S3Storage } from '../../src/storage/s3-storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { smallPng } from '../helpers/image-fixtures';
import { multipart } from '@mehendi/test-client';

const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('S3 settings', () => {
  it('needs the keys and the public address with S3_BUCKET', () => {
    expect(() => loadConfig({ S3_BUCKET: 'designs' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'designs' })).toThrow(
      /S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY[\s\S]*S3_PUBLIC_URL/,
    );
    expect(loadConfig({}).storage.s3).toBeNull();
  });
});

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

// Header-form SigV4 for region 'auto': credential scope, signed headers (host, date and payload hash at least)
// and a 64-hex-digit signature.
const AUTHORIZATION_SHAPE = new RegExp(
  `^AWS4-HMAC-SHA256 Credential=${AWS_EXAMPLE.accessKeyId}/\\d{8}/auto/s3/aws4_request, ` +
    'SignedHeaders=(?:[a-z0-9-]+;)*host;(?:[a-z0-9-]+;)*x-amz-content-sha256;x-amz-date, ' +
    'Signature=[0-9a-f]{64}$',
);

/**
 * A minimal S3 endpoint: re-computes each request's signature from what arrived, with the shared secret,
 * refuses a mismatch or a payload whose hash is not the signed one, and keeps objects in memory.
 */
function fakeS3(secret: typeof AWS_EXAMPLE) {
  const objects = new Map<string, StoredObject>();
  const refused: string[] = [];
  const authorizations: string[] = [];
  const verify = async (request: IncomingMessage, body: Buffer): Promise<boolean> => {
    const authorization = request.headers.authorization ?? '';
    authorizations.push(authorization);
    if (request.headers['x-amz-content-sha256'] !== sha256Hex(body)) return false;
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const expected = new AwsV4Signer({
      method: request.method ?? '',
      url: `http://${request.headers.host}${request.url ?? '/'}`,
      headers: Object.fromEntries(
        signedNames
          .filter((name) => name !== 'host')
          .map((name) => [name, String(request.headers[name] ?? '')]),
      ),
      accessKeyId: secret.accessKeyId,
      secretAccessKey: secret.secretAccessKey,
      service: 's3',
      region: 'auto',
      datetime: String(request.headers['x-amz-date'] ?? ''),
    });
    return (await expected.authHeader()) === authorization;
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void respond(request, response, Buffer.concat(chunks)));
  });
  const respond = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const path = request.url ?? '';
    if (!(await verify(request, body))) {
      refused.push(`${request.method} ${path}`);
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      objects.set(path, {
        body,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (object) response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  };
  return { server, objects, refused, authorizations };
}

describe('designs stored in an S3-compatible bucket', () => {
  const s3 = fakeS3(AWS_EXAMPLE);
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    t = await createTestApp({
      S3_BUCKET: 'mehendi-images',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: AWS_EXAMPLE.accessKeyId,
      S3_SECRET_ACCESS_KEY: AWS_EXAMPLE.secretAccessKey,
      S3_PUBLIC_URL: 'https://images.example.in/mm',
    });
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('uploads both sizes to the bucket, links them at the public address, and deletes them', async () => {
    const { payload, headers } = await multipart(
      { variety: 'Bridal', priceRange: '3000-4000' },
      { name: 'a.png', type: 'image/png', bytes: await smallPng() },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/designs/upload',
      payload,
      headers: { ...headers, authorization: auth },
    });
    expect(response.statusCode).toBe(201);
    const { design } = response.json<{ design: Design }>();
    expect(design.imagePath).toMatch(/^https:\/\/images\.example\.in\/mm\/designs\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(design.thumbPath).toMatch(/-grid\.webp$/);

    const key = (url: string) => `/mehendi-images/${url.replace('https://images.example.in/mm/', '')}`;
    for (const url of [design.imagePath, design.thumbPath]) {
      const object = s3.objects.get(key(url));
      expect(object?.contentType).toBe('image/webp');
      expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(object?.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect(await t.app.storage.get(key(design.imagePath).replace('/mehendi-images/', ''))).not.toBeNull();
    expect(s3.refused).toEqual([]);
    // PUT twice, GET, and every request carried a well-formed signature.
    expect(s3.authorizations.length).toBe(3);
    for (const authorization of s3.authorizations) expect(authorization).toMatch(AUTHORIZATION_SHAPE);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/Bridal/${design._id}`,
      headers: { authorization: auth },
    });
    expect(deleted.json()).toEqual({ message: MESSAGES.designDeleted });
    expect(s3.objects.size).toBe(0);
    expect(s3.refused).toEqual([]);
    expect(await t.app.storage.get(key(design.imagePath).replace('/mehendi-images/', ''))).toBeNull();
  });

  it('reports a refused request (wrong secret) as an error instead of losing the image silently', async () => {
    const { port } = s3.server.address() as AddressInfo;
    const wrong = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'auto',
      bucket: 'mehendi-images',
      accessKeyId: AWS_EXAMPLE.accessKeyId,
      secretAccessKey: 'not-the-secret',
      publicUrl: 'https://images.example.in/mm',
    });
    await expect(wrong.put('designs/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    expect(s3.refused).toEqual(['PUT /mehendi-images/designs/x.webp']);
    expect(s3.objects.size).toBe(0);
  });
});
