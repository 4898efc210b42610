import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES, type SidersDesign } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bilevelPng, jpegWithExif, smallPng, webp } from '../helpers/image-fixtures';
import { multipart, type FilePart } from '@mehendi/test-client';
import { storedFiles } from '../helpers/stored-files';

describe('siders designs', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919812345678' })}`;
  });
  afterAll(() => t.close());

  async function upload(
    fields: Record<string, string>,
    file?: FilePart,
    authorization: string | null = admin,
  ) {
    const { payload, headers } = await multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/siders-designs/upload',
      payload,
      headers: { ...headers, ...(authorization ? { authorization } : {}) },
    });
  }

  async function list(type: string): Promise<SidersDesign[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/siders-designs/${type}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<SidersDesign[]>();
  }

  it('stores a JPEG, a PNG and a WebP at both sizes without metadata, listed newest first by type', async () => {
    const ids: string[] = [];
    for (const file of [
      { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegWithExif() },
      { name: 'b.png', type: 'image/png', bytes: await smallPng() },
      { name: 'c.webp', type: 'image/webp', bytes: await webp() },
    ]) {
      const response = await upload({ sidersType: 'arabic' }, file);
      expect(response.statusCode).toBe(201);
      const { message, design } = response.json<{ message: string; design: SidersDesign }>();
      expect(message).toBe(MESSAGES.uploadSuccess);
      expect(design).toMatchObject({
        sidersType: 'arabic',
        thumbWidth: 320,
        publicId: expect.stringMatching(/^siders\//),
      });
      // docs/api.md: relative siders images live under /uploads/siders/.
      expect(design.imagePath).toMatch(/^\/uploads\/siders\//);
      for (const url of [design.imagePath, design.thumbPath]) {
        const served = await t.app.inject({ method: 'GET', url });
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
      }
      ids.push(design._id);
    }
    expect((await list('arabic')).map((design) => design._id)).toEqual(ids.reverse());
    expect(await list('indian')).toEqual([]);
  });

  it('answers 400 for a type outside the catalogue', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/siders-designs/persian' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(MESSAGES.selectSidersTypeToView);
  });

  it.each<{ missing: string; fields: Record<string, string>; file: boolean }>([
    { missing: 'the image', fields: { sidersType: 'indian' }, file: false },
    { missing: 'the type', fields: {}, file: true },
    { missing: 'a valid type', fields: { sidersType: 'persian' }, file: true },
  ])(
    'refuses an upload without $missing with the exact message, storing nothing',
    async ({ fields, file }) => {
      const before = await storedFiles(t.dataDir);
      const response = await upload(
        fields,
        file ? { name: 'ok.png', type: 'image/png', bytes: await smallPng() } : undefined,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(MESSAGES.sidersUploadFieldsMissing);
      expect(await storedFiles(t.dataDir)).toEqual(before);
      expect(await list('indian')).toEqual([]);
    },
  );

  it('refuses what is not a photo, or too many pixels, storing nothing', async () => {
    const before = await storedFiles(t.dataDir);
    const svg = await upload(
      { sidersType: 'indian' },
      { name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg><script>alert(1)</script></svg>') },
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({ error: MESSAGES.imageUnsupported });
    const bomb = await upload(
      { sidersType: 'indian' },
      { name: 'big.png', type: 'image/png', bytes: bilevelPng(20_000, 20_000) },
    );
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({ error: MESSAGES.imageTooManyPixels });
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect(await list('indian')).toEqual([]);
  });

  it('lets only admins upload (401 without a token, 403 for a customer) and delete', async () => {
    const file = { name: 'ok.png', type: 'image/png', bytes: await smallPng() };
    expect((await upload({ sidersType: 'indian' }, file, null)).statusCode).toBe(401);
    expect((await upload({ sidersType: 'indian' }, file, customer)).statusCode).toBe(403);
    expect(await list('indian')).toEqual([]);

    const design = (await upload({ sidersType: 'indian' }, file)).json<{ design: SidersDesign }>().design;
    const url = `/api/siders-designs/${design._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { authorization: customer } })).statusCode,
    ).toBe(403);
    expect((await list('indian')).map((item) => item._id)).toEqual([design._id]);
  });

  it('deletes the design and its files; a second delete is 404', async () => {
    const design = (
      await upload({ sidersType: 'indian' }, { name: 'ok.png', type: 'image/png', bytes: await smallPng() })
    ).json<{ design: SidersDesign }>().design;
    const url = `/api/siders-designs/${design._id}`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.sidersDeleted });
    expect((await list('indian')).map((item) => item._id)).not.toContain(design._id);
    for (const path of [design.imagePath, design.thumbPath]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    const again = await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } });
    expect(again.statusCode).toBe(404);
  });
});
