import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design } from '@mehendi/shared';
import { CatalogueCache } from '../../src/modules/catalogue/in-memory/catalogue-cache';
import { listFromMemory, listKeyOf } from '../../src/modules/catalogue/in-memory/list-from-memory';
import { smallPng } from '../helpers/image-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real connection (inject would bypass the server's own request handler). */
function request(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

describe('a catalogue list in memory is answered before routing', () => {
  const cache = new CatalogueCache();
  const security = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
  const answerFirst = listFromMemory(cache, security);
  const leftToRouting: string[] = [];
  const server = http.createServer((req, res) => {
    if (answerFirst(req, res)) return;
    leftToRouting.push(`${req.method} ${req.url}`);
    res.writeHead(418).end();
  });
  let port = 0;
  const list = Array.from({ length: 20 }, (_, i) => ({
    _id: `design-${i}`,
    imageUrl: `/uploads/designs/${i}.webp`,
  }));

  beforeAll(async () => {
    cache.setKeeping(true);
    await cache.answer('designs/Baby Shower/2600-3500', async () => list);
    await cache.answer('siders-designs/arabic', async () => []);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the key from the path under /api, decoded, and refuses an encoded slash', () => {
    expect(listKeyOf('/api/designs/Baby%20Shower/2600-3500?fresh=1')).toBe('designs/Baby Shower/2600-3500');
    expect(listKeyOf('/api/siders-designs/arabic')).toBe('siders-designs/arabic');
    expect(listKeyOf('/api/designs/Baby%20Shower%2F2600-3500')).toBeNull();
    expect(listKeyOf('/api/designs/%E0%A4')).toBeNull();
    expect(listKeyOf('/designs/Bridal/2000-3000')).toBeNull();
  });

  it('sends the list with the security headers, compressed as accepted, 304 to a current copy and HEAD without a body', async () => {
    const url = '/api/designs/Baby%20Shower/2600-3500';
    const plain = await request(port, url);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString())).toEqual(list);
    expect(plain.headers).toMatchObject({
      ...security,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(plain.body.length),
    });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await request(port, url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const current = await request(port, url, { 'if-none-match': br.headers.etag as string });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    expect(current.headers['content-type']).toBeUndefined();

    const head = await request(port, url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(plain.body.length));
    expect(leftToRouting).toEqual([]);
  });

  it('leaves to routing what is not a list in memory: other methods, other paths, lists not read yet', async () => {
    await request(port, '/api/siders-designs/arabic', {}, 'DELETE');
    await request(port, '/api/siders-designs/indian');
    await request(port, '/api/designs/Baby%20Shower%2F2600-3500');
    await request(port, '/api/health');
    expect(leftToRouting).toEqual([
      'DELETE /api/siders-designs/arabic',
      'GET /api/siders-designs/indian',
      'GET /api/designs/Baby%20Shower%2F2600-3500',
      'GET /api/health',
    ]);
    cache.clear();
    await request(port, '/api/siders-designs/arabic');
    expect(leftToRouting.at(-1)).toBe('GET /api/siders-designs/arabic');
  });
});

describe('the app over a real connection', () => {
  let t: TestApp;
  let port = 0;
  let admin: string;
  const LIST_URL = '/api/designs/Baby%20Shower/1600-2500';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  async function upload() {
    const image = { name: 'design.png', type: 'image/png', bytes: await smallPng() };
    const { design } = await t.api.ok<{ design: Design }>('POST', '/api/designs/upload', {
      token: admin.replace(/^Bearer /, ''),
      form: { fields: { variety: 'Baby Shower', priceRange: '1600-2500' }, files: image },
    });
    return design;
  }

  it('answers a list from memory exactly as the route answered it the first time, and shows an upload at once', async () => {
    for (let i = 0; i < 5; i++) await upload();
    const accepts: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of accepts) {
      // The first request reads the database through the route; the second comes from memory.
      const routed = await request(port, LIST_URL, headers);
      const fromMemory = await request(port, LIST_URL, headers);
      expect(routed.status).toBe(200);
      expect(fromMemory.status).toBe(200);
      expect(withoutDate(fromMemory.headers)).toEqual(withoutDate(routed.headers));
      expect(fromMemory.body.equals(routed.body)).toBe(true);
      const current = await request(port, LIST_URL, {
        ...headers,
        'if-none-match': routed.headers.etag as string,
      });
      expect(current.status).toBe(304);
      const head = await request(port, LIST_URL, headers, 'HEAD');
      expect(withoutDate(head.headers)).toEqual(withoutDate(routed.headers));
      // Each upload clears the list, so the next loop's first request goes through the route again.
      await upload();
    }
    const ids = JSON.parse((await request(port, LIST_URL)).body.toString()).map((d: Design) => d._id);
    expect(ids).toHaveLength(8);
  });

  it('still answers an unknown list with the route’s 400', async () => {
    const unknown = await request(port, '/api/designs/Siders/800-1500');
    expect(unknown.status).toBe(400);
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
  });
});
