import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES, type Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpegWithExif, smallPng, twelveMegapixelPhoto, webp } from '../helpers/image-fixtures';
import type { FilePart } from '@mehendi/test-client';
import { storedFiles } from '../helpers/stored-files';

const BRIDAL = { variety: 'Bridal', priceRange: '2000-3000' };

describe('mehendi design upload and list', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await t.adminAuth()).replace(/^Bearer /, '');
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, file?: FilePart) =>
    t.api.request('POST', '/api/designs/upload', { token: auth, form: { fields, files: file } });

  async function list(variety: string, priceRange: string): Promise<Design[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/designs/${encodeURIComponent(variety)}/${encodeURIComponent(priceRange)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Design[]>();
  }

  async function fetchImage(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { response, metadata: await sharp(response.rawPayload).metadata() };
  }

  it.each([
    { kind: 'JPEG with EXIF and GPS', make: jpegWithExif, type: 'image/jpeg', name: 'bride.jpg' },
    { kind: 'PNG', make: smallPng, type: 'image/png', name: 'engagement.png' },
    { kind: 'WebP', make: webp, type: 'image/webp', name: 'munj.webp' },
  ])('stores a $kind at both sizes as WebP with no metadata left', async ({ make, type, name }) => {
    const bytes = await make();
    const source = await sharp(bytes).metadata();
    if (type === 'image/jpeg') expect(source.exif?.includes('FixtureCam')).toBe(true);
    const response = await upload(BRIDAL, { name, type, bytes });

    expect(response.status).toBe(201);
    const { message, design } = response.json<{ message: string; design: Design }>();
    expect(message).toBe(MESSAGES.uploadSuccess);
    expect(design._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(design.publicId).toMatch(/^designs\//);
    expect(await list(BRIDAL.variety, BRIDAL.priceRange)).toContainEqual(design);

    const zoom = await fetchImage(design.imagePath);
    const grid = await fetchImage(design.thumbPath);
    for (const { metadata } of [zoom, grid]) {
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect([grid.metadata.width, grid.metadata.height]).toEqual([design.thumbWidth, design.thumbHeight]);
    expect([zoom.metadata.width, zoom.metadata.height]).toEqual([design.width, design.height]);
    expect(design.thumbWidth).toBe(320);
    // Never enlarged: the zoom size is 1080 wide, or the photo's own width when it is smaller.
    const uprightWidth = source.orientation === 6 ? source.height : source.width;
    expect(design.width).toBe(Math.min(1080, uprightWidth ?? 0));
    expect(zoom.response.headers['content-type']).toBe('image/webp');
  });

  it('turns a sideways phone photo upright by its EXIF orientation', async () => {
    const response = await upload(BRIDAL, {
      name: 'sideways.jpg',
      type: 'image/jpeg',
      bytes: await jpegWithExif(),
    });
    const { design } = response.json<{ design: Design }>();
    // Stored 1600×1200 with orientation 6: a portrait photo.
    expect([design.width, design.height]).toEqual([1080, 1440]);
    expect([design.thumbWidth, design.thumbHeight]).toEqual([320, 427]);
  });

  it('keeps the grid image of a 12-megapixel photo under 60 KB', async () => {
    const bytes = await twelveMegapixelPhoto();
    const started = performance.now();
    const response = await upload(
      { variety: 'Munj', priceRange: '800-1500' },
      { name: 'photo.jpg', type: 'image/jpeg', bytes },
    );
    const elapsedMs = performance.now() - started;
    expect(response.status).toBe(201);
    const { design } = response.json<{ design: Design }>();
    const grid = await fetchImage(design.thumbPath);
    expect(grid.response.rawPayload.length).toBeLessThan(60 * 1024);
    expect([design.thumbWidth, design.thumbHeight]).toEqual([320, 240]);
    expect([design.width, design.height]).toEqual([1080, 810]);
    console.info(
      `12 MP upload: ${(bytes.length / 1024 / 1024).toFixed(1)} MB in, grid ${(grid.response.rawPayload.length / 1024).toFixed(1)} KB, ${Math.round(elapsedMs)} ms`,
    );
  });

  it('lists newest first, only for the chosen variety and price range, with URL-encoded names', async () => {
    const group = { variety: 'Bridal (Engagement)', priceRange: '1600-2200' };
    const first = (await upload(group, { name: 'a.png', type: 'image/png', bytes: await smallPng() })).json<{
      design: Design;
    }>().design;
    const second = (await upload(group, { name: 'b.webp', type: 'image/webp', bytes: await webp() })).json<{
      design: Design;
    }>().design;
    expect((await list(group.variety, group.priceRange)).map((design) => design._id)).toEqual([
      second._id,
      first._id,
    ]);
    expect(await list('Bridal (Engagement)', '800-1500')).toEqual([]);
  });

  it('answers 400 for a variety or price range outside the catalogue', async () => {
    for (const url of [
      '/api/designs/Wedding/2000-3000',
      `/api/designs/Bridal/${encodeURIComponent('800-1500')}`,
      '/api/designs/Bridal/cheap',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(MESSAGES.unknownVarietyOrPriceRange);
    }
  });

  it('answers a JSON body (no image possible) with the missing-fields message', async () => {
    const response = await t.api.request('POST', '/api/designs/upload', { token: auth, json: BRIDAL });
    expect(response.status).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(MESSAGES.uploadFieldsMissing);
  });

  it('treats an empty file input as a missing image', async () => {
    const response = await upload(BRIDAL, {
      name: '',
      type: 'application/octet-stream',
      bytes: Buffer.alloc(0),
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({
      error: MESSAGES.uploadFieldsMissing,
      fields: { image: expect.any(String) },
    });
  });

  it('refuses a variety or price range outside the catalogue, storing nothing', async () => {
    const bytes = await smallPng();
    const before = await storedFiles(t.dataDir);
    for (const fields of [
      { variety: 'Wedding', priceRange: '2000-3000' },
      { variety: 'Bridal', priceRange: '800-1500' },
    ]) {
      const response = await upload(fields, { name: 'ok.png', type: 'image/png', bytes });
      expect(response.status).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(MESSAGES.uploadFieldsMissing);
    }
    expect(await list('Bridal', '800-1500').catch(() => [])).toEqual([]);
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });
});
