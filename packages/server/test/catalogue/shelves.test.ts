import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES, type Design, type SidersDesign } from '@mehendi/shared';
import type { FilePart } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { bilevelPng, jpegWithExif, smallPng, webp } from '../helpers/image-fixtures';
import { storedFiles } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** One catalogue shelf at its own paths (docs/api.md): what the shared behaviour is tested through. */
interface ShelfCase {
  shelf: string;
  uploadPath: string;
  /** Fields of a valid upload, and the list that shows it. */
  fields: Record<string, string>;
  listPath: string;
  /** Another group of the same shelf, which must stay empty. */
  otherListPath: string;
  unknownListPath: string;
  unknownListMessage: string;
  deletePath(design: Design): string;
  folder: string;
  missingMessage: string;
  missing: { what: string; fields: Record<string, string>; file: boolean }[];
  deletedMessage: string;
}

const SHELVES: ShelfCase[] = [
  {
    shelf: 'mehendi designs',
    uploadPath: '/api/designs/upload',
    fields: { variety: 'Baby Shower', priceRange: '2600-3500' },
    listPath: '/api/designs/Baby%20Shower/2600-3500',
    otherListPath: '/api/designs/Baby%20Shower/1600-2500',
    unknownListPath: '/api/designs/Siders/800-1500',
    unknownListMessage: MESSAGES.unknownVarietyOrPriceRange,
    deletePath: (design) => `/api/designs/Baby%20Shower/${design._id}`,
    folder: 'designs',
    missingMessage: MESSAGES.uploadFieldsMissing,
    missing: [
      { what: 'the image', fields: { variety: 'Baby Shower', priceRange: '2600-3500' }, file: false },
      { what: 'the variety', fields: { priceRange: '2600-3500' }, file: true },
      { what: 'the price range', fields: { variety: 'Baby Shower' }, file: true },
      { what: 'everything', fields: {}, file: false },
    ],
    deletedMessage: MESSAGES.designDeleted,
  },
  {
    shelf: 'siders designs',
    uploadPath: '/api/siders-designs/upload',
    fields: { sidersType: 'arabic' },
    listPath: '/api/siders-designs/arabic',
    otherListPath: '/api/siders-designs/indian',
    unknownListPath: '/api/siders-designs/persian',
    unknownListMessage: MESSAGES.selectSidersTypeToView,
    deletePath: (design) => `/api/siders-designs/${design._id}`,
    folder: 'siders',
    missingMessage: MESSAGES.sidersUploadFieldsMissing,
    missing: [
      { what: 'the image', fields: { sidersType: 'arabic' }, file: false },
      { what: 'the type', fields: {}, file: true },
      { what: 'a valid type', fields: { sidersType: 'persian' }, file: true },
    ],
    deletedMessage: MESSAGES.sidersDeleted,
  },
];

// Both shelves behave alike (one catalogue module); each keeps its own paths and messages.
describe.each(SHELVES)('$shelf', (shelf) => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.adminAuth()).replace(/^Bearer /, '');
    customer = await createSession(t.app.db, { role: 'customer', phone: '+919876543210' });
  });
  afterAll(() => t.close());

  const png = async (): Promise<FilePart> => ({ name: 'ok.png', type: 'image/png', bytes: await smallPng() });
  const upload = (fields: Record<string, string>, file?: FilePart, token: string | null = admin) =>
    t.api.request('POST', shelf.uploadPath, { token: token ?? undefined, form: { fields, files: file } });
  const uploaded = async () => (await upload(shelf.fields, await png())).json<{ design: Design }>().design;
  const list = (path = shelf.listPath) => t.api.ok<(Design | SidersDesign)[]>('GET', path);
  const ids = async (path?: string) => (await list(path)).map((design) => design._id);
  const served = async (path: string) => (await t.api.request('GET', path)).status;

  it('stores a JPEG, a PNG and a WebP at both sizes as WebP without metadata, listed newest first', async () => {
    const stored: string[] = [];
    for (const file of [
      { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegWithExif() },
      { name: 'b.png', type: 'image/png', bytes: await smallPng() },
      { name: 'c.webp', type: 'image/webp', bytes: await webp() },
    ]) {
      const response = await upload(shelf.fields, file);
      expect(response.status).toBe(201);
      const { message, design } = response.json<{ message: string; design: Design }>();
      expect(message).toBe(MESSAGES.uploadSuccess);
      expect(design).toMatchObject({ thumbWidth: 320, publicId: expect.stringMatching(`^${shelf.folder}/`) });
      // docs/api.md: relative images under /uploads/<shelf folder>/.
      expect(design.imagePath).toMatch(new RegExp(`^/uploads/${shelf.folder}/`));
      for (const path of [design.imagePath, design.thumbPath]) {
        const image = await t.api.request('GET', path);
        expect(image.headers['content-type']).toBe('image/webp');
        const metadata = await sharp(image.body).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
      }
      stored.push(design._id);
    }
    expect(await ids()).toEqual(stored.reverse());
    expect(await list(shelf.otherListPath)).toEqual([]);
  });

  it('answers 400 for a group outside the catalogue', async () => {
    const response = await t.api.request('GET', shelf.unknownListPath);
    expect(response.status).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(shelf.unknownListMessage);
  });

  it.each(shelf.missing)(
    'refuses an upload without $what with the exact message, storing nothing',
    async ({ fields, file }) => {
      const before = await storedFiles(t.dataDir);
      const response = await upload(fields, file ? await png() : undefined);
      expect(response.status).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(shelf.missingMessage);
      expect(await storedFiles(t.dataDir)).toEqual(before);
    },
  );

  it('refuses what is not a photo, or too many pixels, storing nothing', async () => {
    const before = await storedFiles(t.dataDir);
    const svg = await upload(shelf.fields, {
      name: 'x.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg><script>alert(1)</script></svg>'),
    });
    expect(svg.status).toBe(415);
    expect(svg.json()).toEqual({ error: MESSAGES.imageUnsupported });
    const bomb = await upload(shelf.fields, {
      name: 'big.png',
      type: 'image/png',
      bytes: bilevelPng(20_000, 20_000),
    });
    expect(bomb.status).toBe(413);
    expect(bomb.json()).toEqual({ error: MESSAGES.imageTooManyPixels });
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });

  it('lets only admins upload (401 without a token, 403 for a customer) and delete; anyone lists', async () => {
    const before = await ids();
    expect((await upload(shelf.fields, await png(), null)).status).toBe(401);
    expect((await upload(shelf.fields, await png(), customer)).status).toBe(403);
    expect(await ids()).toEqual(before);

    const design = await uploaded();
    const path = shelf.deletePath(design);
    expect((await t.api.request('DELETE', path)).status).toBe(401);
    expect((await t.api.request('DELETE', path, { token: customer })).status).toBe(403);
    expect(await ids()).toContain(design._id);
    expect(await served(design.imagePath)).toBe(200);
  });

  it('deletes the photo and both its files; a second delete is 404', async () => {
    const design = await uploaded();
    const path = shelf.deletePath(design);
    const response = await t.api.request('DELETE', path, { token: admin });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ message: shelf.deletedMessage });
    expect(await ids()).not.toContain(design._id);
    expect(await served(design.imagePath)).toBe(404);
    expect(await served(design.thumbPath)).toBe(404);
    const files = await storedFiles(t.dataDir);
    expect(files.some((file) => file.includes(String(design.publicId)))).toBe(false);

    const again = await t.api.request('DELETE', path, { token: admin });
    expect(again.status).toBe(404);
    expect(again.json()).toEqual({ error: MESSAGES.notFound });
  });
});
