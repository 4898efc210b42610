import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bilevelPng, gif, smallPng } from '../helpers/image-fixtures';
import type { FilePart } from '@mehendi/test-client';
import { storedFiles } from '../helpers/stored-files';

const GROUP = { variety: 'Karwachauth', priceRange: '1600-2500' };

const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <script>fetch('/api/admin/dashboard', { headers: { authorization: localStorage.adminToken } })</script>
  <circle cx="200" cy="200" r="150" fill="#7a3b12"/>
</svg>`;

const HTML_PAGE =
  '<!doctype html><html><body><script>alert(document.cookie)</script><img src=x></body></html>';

describe('refused uploads', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await t.adminAuth()).replace(/^Bearer /, '');
  });
  afterAll(() => t.close());

  const upload = (files: FilePart | FilePart[]) =>
    t.api.request('POST', '/api/designs/upload', { token: auth, form: { fields: GROUP, files } });

  async function listed(): Promise<Design[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/designs/${GROUP.variety}/${GROUP.priceRange}`,
    });
    return response.json<Design[]>();
  }

  const cases: Array<{
    what: string;
    file: () => Promise<FilePart> | FilePart;
    status: number;
    error: string;
  }> = [
    {
      what: 'a text file renamed .jpg',
      file: () => ({
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('Not a photo at all, just some text.\n'),
      }),
      status: 415,
      error: MESSAGES.imageUnsupported,
    },
    {
      what: 'an SVG with a script',
      file: () => ({ name: 'mandala.svg', type: 'image/svg+xml', bytes: Buffer.from(SVG_WITH_SCRIPT) }),
      status: 415,
      error: MESSAGES.imageUnsupported,
    },
    {
      what: 'an SVG with a script that claims to be a PNG',
      file: () => ({ name: 'mandala.png', type: 'image/png', bytes: Buffer.from(SVG_WITH_SCRIPT) }),
      status: 415,
      error: MESSAGES.imageUnsupported,
    },
    {
      what: 'an HTML file',
      file: () => ({ name: 'page.html', type: 'text/html', bytes: Buffer.from(HTML_PAGE) }),
      status: 415,
      error: MESSAGES.imageUnsupported,
    },
    {
      what: 'a GIF',
      file: async () => ({ name: 'anim.gif', type: 'image/gif', bytes: await gif() }),
      status: 415,
      error: MESSAGES.imageUnsupported,
    },
    {
      what: 'a truncated PNG (a valid header, then nothing)',
      file: async () => ({ name: 'cut.png', type: 'image/png', bytes: (await smallPng()).subarray(0, 200) }),
      status: 415,
      error: MESSAGES.imageUnsupported,
    },
    {
      what: 'a 20000×20000 PNG',
      file: () => ({ name: 'huge.png', type: 'image/png', bytes: bilevelPng(20_000, 20_000) }),
      status: 413,
      error: MESSAGES.imageTooManyPixels,
    },
    {
      what: 'a 30 MB file',
      file: () => {
        const bytes = Buffer.alloc(30 * 1024 * 1024);
        bytes.set([0xff, 0xd8, 0xff, 0xe0]);
        return { name: 'huge.jpg', type: 'image/jpeg', bytes };
      },
      status: 413,
      error: MESSAGES.imageTooLarge,
    },
  ];

  it.each(cases)('refuses $what with a clear message and stores nothing', async ({ file, status, error }) => {
    const response = await upload(await file());
    expect(response.status).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(await listed()).toEqual([]);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('refuses a second file in one upload', async () => {
    const png = await smallPng();
    const response = await upload([
      { name: 'a.png', type: 'image/png', bytes: png },
      { name: 'b.png', type: 'image/png', bytes: png },
    ]);
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({ error: MESSAGES.tooManyFiles });
    expect(await listed()).toEqual([]);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('judges by the bytes: a real PNG named .txt with a text MIME type is accepted', async () => {
    const response = await upload({ name: 'notes.txt', type: 'text/plain', bytes: await smallPng() });
    expect(response.status).toBe(201);
    expect(await listed()).toHaveLength(1);
  });
});
