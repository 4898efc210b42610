import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { smallPng } from '../helpers/image-fixtures';
import { multipart } from '@mehendi/test-client';

describe('serving stored images at /uploads', () => {
  let t: TestApp;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    const { payload, headers } = await multipart(
      { variety: 'Munj', priceRange: '2600-3500' },
      { name: 'a.png', type: 'image/png', bytes: await smallPng() },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/designs/upload',
      payload,
      headers: { ...headers, authorization: await t.adminAuth() },
    });
    design = response.json<{ design: Design }>().design;
  });
  afterAll(() => t.close());

  it('serves both sizes as WebP under generated names, cached as immutable, never sniffed', async () => {
    for (const url of [design.imagePath, design.thumbPath]) {
      expect(url).toMatch(/^\/uploads\/designs\/[A-Za-z0-9_-]{22}(-grid)?\.webp$/);
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 for a missing file and never serves temporary files or anything outside the folder', async () => {
    await writeFile(path.join(t.dataDir, 'uploads', '.tmp', 'half.part'), 'partial');
    await writeFile(path.join(t.dataDir, 'secret.txt'), 'not for the web');
    for (const url of [
      '/uploads/designs/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/uploads/.tmp/half.part',
      '/uploads/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('partial');
    }
    // A client may normalise '..' away (then it is another page); either way the file is not served.
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/designs/..%2f..%2fsecret.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('not for the web');
    }
  });
});
