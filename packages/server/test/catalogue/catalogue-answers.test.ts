import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design, SidersDesign } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { smallPng } from '../helpers/image-fixtures';

const GROUP = { variety: 'Munj', priceRange: '1600-2500' };
const LIST_URL = `/api/designs/${GROUP.variety}/${GROUP.priceRange}`;

/** Catalogue lists from memory (docs/decisions.md): exact after a write, ETag/304, compressed bytes. */
describe('catalogue list answers', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  async function upload(path: string, fields: Record<string, string>) {
    const image = { name: 'design.png', type: 'image/png', bytes: await smallPng() };
    const { design } = await t.api.ok<{ design: Design }>('POST', path, {
      token: admin.replace(/^Bearer /, ''),
      form: { fields, files: image },
    });
    return design;
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('shows an upload and a delete at once, and a stale ETag gets the new list', async () => {
    const empty = await get(LIST_URL);
    expect(empty.json()).toEqual([]);
    const emptyTag = empty.headers.etag as string;
    expect(emptyTag).toMatch(/^"[^"]+"$/);
    expect((await get(LIST_URL, { 'if-none-match': emptyTag })).statusCode).toBe(304);

    const design = await upload('/api/designs/upload', GROUP);
    const afterUpload = await get(LIST_URL, { 'if-none-match': emptyTag });
    expect(afterUpload.statusCode).toBe(200);
    expect(afterUpload.json<Design[]>().map((d) => d._id)).toEqual([design._id]);
    expect(afterUpload.headers.etag).not.toBe(emptyTag);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/${GROUP.variety}/${design._id}`,
      headers: { authorization: admin },
    });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await get(LIST_URL, { 'if-none-match': afterUpload.headers.etag as string });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([]);
    expect(afterDelete.headers.etag).toBe(emptyTag);
  });

  it('sends a list over 1 KB as Brotli or gzip, as the client accepts, with the same content', async () => {
    const uploaded: Design[] = [];
    for (let i = 0; i < 5; i++) uploaded.push(await upload('/api/designs/upload', GROUP));
    const plain = await get(LIST_URL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const ids = plain.json<Design[]>().map((d) => d._id);
    expect(ids).toEqual(uploaded.map((d) => d._id).reverse());

    const br = await get(LIST_URL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await get(LIST_URL, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    // Each form has its own strong tag; any of them shows the client's copy is current.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const revalidated = await get(LIST_URL, {
      'accept-encoding': 'br',
      'if-none-match': gz.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(br.headers.etag);

    const head = await t.app.inject({ method: 'HEAD', url: LIST_URL });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps the siders lists exact too, and still refuses an unknown type with 400', async () => {
    expect((await get('/api/siders-designs/arabic')).json()).toEqual([]);
    const design = await upload('/api/siders-designs/upload', { sidersType: 'arabic' });
    const list = await get('/api/siders-designs/arabic');
    expect(list.json<SidersDesign[]>().map((d) => d._id)).toEqual([design._id]);
    expect((await get('/api/siders-designs/indian')).json()).toEqual([]);
    expect((await get('/api/siders-designs/persian')).statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/siders-designs/${design._id}`,
      headers: { authorization: admin },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get('/api/siders-designs/arabic')).json()).toEqual([]);
  });
});
