import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Artist, type Notification } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { ARTIST_UPLOAD_LIMITS, IMAGE_LIMITS } from '../../src/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { storedFiles } from '../helpers/stored-files';
import { samplePhoto } from '../helpers/image-fixtures';
import { artistForm, VALID_FIELDS, type FormFile } from './artist-form';

let phoneCounter = 0;
/** A fresh verified phone for each applicant, so tests do not replace each other's applications. */
function nextPhone(): string {
  phoneCounter += 1;
  return `+9198765${String(43000 + phoneCounter).padStart(5, '0')}`;
}

async function photo(name: string): Promise<FormFile> {
  return { name, type: 'image/png', bytes: await samplePhoto() };
}

describe('artist applications', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  async function artistSession(phone = nextPhone()): Promise<string> {
    return `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}`;
  }

  async function submit(
    authorization: string | null,
    fields: Record<string, string>,
    files: readonly FormFile[],
  ) {
    const { payload, headers } = await artistForm(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/artists/add',
      payload,
      headers: { ...headers, ...(authorization ? { authorization } : {}) },
    });
  }

  const listArtists = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/artists/all',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Artist[]>();
  };
  const artistFiles = async () => (await storedFiles(t.dataDir)).filter((file) => file.startsWith('artists'));

  /** Asserts a refused submission left no application and no file behind. */
  async function expectNothingStored(run: () => Promise<void>) {
    const [artistsBefore, filesBefore] = [await listArtists(), await artistFiles()];
    await run();
    expect(await listArtists()).toEqual(artistsBefore);
    expect(await artistFiles()).toEqual(filesBefore);
    expect((await storedFiles(t.dataDir)).filter((file) => file.startsWith('.tmp'))).toEqual([]);
  }

  describe('POST /api/artists/add', () => {
    it('refuses an application without a phone session (401) or with a customer session (403)', async () => {
      await expectNothingStored(async () => {
        expect((await submit(null, VALID_FIELDS, [await photo('a.png')])).statusCode).toBe(401);
        const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: nextPhone() })}`;
        expect((await submit(customer, VALID_FIELDS, [await photo('a.png')])).statusCode).toBe(403);
      });
    });

    it('stores the fields, two design photos and the verified phone, and tells the admins', async () => {
      const phone = nextPhone();
      const auth = await artistSession(phone);
      const response = await submit(auth, VALID_FIELDS, [
        await photo('peacock.png'),
        await photo('bridal-hands.png'),
      ]);

      expect(response.statusCode).toBe(201);
      const { message, artist } = response.json<{ message: string; artist: Artist }>();
      expect(message).toBe(MESSAGES.artistSaved);
      expect(artist).toMatchObject({
        fullName: 'Meera Kulkarni',
        whatsappNumber: '9876543210',
        address: '12 Laxmi Road, Pune',
        pincode: '411030',
        jobTerm: 'Part-time',
        mehendiVarieties: ['Bridal', 'Siders'],
        availability: { timeRange: 'Any Time From Morning Till Night' },
        phone,
      });
      expect(artist.uploadedDesigns.map((design) => design.originalname)).toEqual([
        'peacock.png',
        'bridal-hands.png',
      ]);
      for (const design of artist.uploadedDesigns) {
        expect(design.filename).toMatch(/^\/uploads\/artists\/[\w-]+\.webp$/);
        const image = await t.app.inject({ method: 'GET', url: design.filename });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
      }

      const own = await t.app.inject({
        method: 'GET',
        url: '/api/artists',
        headers: { authorization: auth },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(artist);
      expect(await listArtists()).toContainEqual(artist);

      const notifications = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: admin },
      });
      expect(notifications.json<Notification[]>()[0]).toMatchObject({
        message: 'New artist application from Meera Kulkarni',
        subject: { kind: 'newArtist', name: 'Meera Kulkarni' },
        record: { type: 'artist', id: artist._id },
      });
    });

    it('takes the same fields as JSON, without photos', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/artists/add',
        headers: { authorization: await artistSession() },
        payload: {
          ...VALID_FIELDS,
          mehendiVarieties: ['Munj'],
          availability: { timeRange: 'Late Evening (9:00 PM onwards)' },
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ artist: Artist }>().artist).toMatchObject({
        mehendiVarieties: ['Munj'],
        uploadedDesigns: [],
      });
    });

    it('replaces the earlier application of the same phone, and removes its photos', async () => {
      const auth = await artistSession();
      const first = (await submit(auth, VALID_FIELDS, [await photo('old.png')])).json<{ artist: Artist }>()
        .artist;
      const countBefore = (await listArtists()).length;

      const response = await submit(auth, { ...VALID_FIELDS, jobTerm: 'Full-time', pincode: '411001' }, [
        await photo('new.png'),
      ]);
      expect(response.statusCode).toBe(201);
      const second = response.json<{ artist: Artist }>().artist;

      expect(second).toMatchObject({
        _id: first._id,
        createdAt: first.createdAt,
        jobTerm: 'Full-time',
        pincode: '411001',
      });
      expect(second.uploadedDesigns.map((design) => design.originalname)).toEqual(['new.png']);
      expect(await listArtists()).toHaveLength(countBefore);
      expect(
        (await t.app.inject({ method: 'GET', url: first.uploadedDesigns[0]!.filename })).statusCode,
      ).toBe(404);
      const notifications = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: admin },
      });
      expect(notifications.json<Notification[]>()[0]).toMatchObject({
        message: 'Updated artist application from Meera Kulkarni',
        subject: { kind: 'updatedArtist', name: 'Meera Kulkarni' },
      });
    });

    it.each([
      ['fullName', 'Meera 2', MESSAGES.artistFullName],
      ['whatsappNumber', '5876543210', MESSAGES.invalidWhatsapp],
      ['pincode', '41103', MESSAGES.invalidPincode],
      ['address', ' ', MESSAGES.addressRequired],
      ['jobTerm', 'Weekends', MESSAGES.jobTermRequired],
      ['mehendiVarieties', 'Bridal, Siders', MESSAGES.atLeastOneVariety],
      ['mehendiVarieties', '[]', MESSAGES.atLeastOneVariety],
      ['availability', '{"timeRange": "Noon"}', MESSAGES.selectAvailableTime],
      ['availability', '{not json', MESSAGES.selectAvailableTime],
    ])('answers 400 for %s = %j and stores nothing', async (field, value, message) => {
      const auth = await artistSession();
      await expectNothingStored(async () => {
        const response = await submit(auth, { ...VALID_FIELDS, [field]: value }, [await photo('a.png')]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      });
    });

    it('refuses more design photos than the limit and stores nothing', async () => {
      const auth = await artistSession();
      const files = await Promise.all(
        Array.from({ length: ARTIST_UPLOAD_LIMITS.maxFiles + 1 }, (_, index) => photo(`d${index}.png`)),
      );
      await expectNothingStored(async () => {
        const response = await submit(auth, VALID_FIELDS, files);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          error: MESSAGES.tooManyFiles,
          fields: { uploadedDesigns: MESSAGES.tooManyFiles },
        });
      });
    });

    it('refuses a photo over the size limit while it streams in, and stores nothing', async () => {
      const auth = await artistSession();
      const huge: FormFile = {
        name: 'huge.jpg',
        type: 'image/jpeg',
        bytes: Buffer.alloc(IMAGE_LIMITS.maxUploadBytes + 1),
      };
      await expectNothingStored(async () => {
        const response = await submit(auth, VALID_FIELDS, [huge]);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ error: MESSAGES.imageTooLarge });
      });
    });

    it('refuses a file that is not a photo, even named .jpg, and stores nothing (not even the good one)', async () => {
      const auth = await artistSession();
      const text: FormFile = {
        name: 'design.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('not an image at all'),
      };
      await expectNothingStored(async () => {
        const response = await submit(auth, VALID_FIELDS, [await photo('good.png'), text]);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          error: MESSAGES.imageUnsupported,
          fields: { uploadedDesigns: MESSAGES.imageUnsupported },
        });
      });
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/artists',
        headers: { authorization: auth },
      });
      expect(own.statusCode).toBe(404);
    });
  });

  describe('GET /api/artists', () => {
    it('answers 404 for an artist who has not applied, and 403 for a customer', async () => {
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/artists',
        headers: { authorization: await artistSession() },
      });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ error: MESSAGES.notFound });
      const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: nextPhone() })}`;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/artists', headers: { authorization: customer } }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/artists/all and DELETE /api/artists/:id', () => {
    it('refuses anyone but an admin', async () => {
      const artist = await artistSession();
      for (const [method, url] of [
        ['GET', '/api/artists/all'],
        ['DELETE', '/api/artists/00000000-0000-4000-8000-000000000000'],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode).toBe(401);
        expect((await t.app.inject({ method, url, headers: { authorization: artist } })).statusCode).toBe(
          403,
        );
      }
    });

    it('lists the newest application first', async () => {
      const older = (
        await submit(await artistSession(), { ...VALID_FIELDS, fullName: 'Older Artist' }, [])
      ).json<{
        artist: Artist;
      }>().artist;
      const newer = (
        await submit(await artistSession(), { ...VALID_FIELDS, fullName: 'Newer Artist' }, [])
      ).json<{
        artist: Artist;
      }>().artist;
      const ids = (await listArtists()).map((artist) => artist._id);
      expect(ids[0]).toBe(newer._id);
      expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    });

    it('deletes an application and its photos; a second delete is 404', async () => {
      const auth = await artistSession();
      const { artist } = (
        await submit(auth, VALID_FIELDS, [await photo('x.png'), await photo('y.png')])
      ).json<{
        artist: Artist;
      }>();
      const filesBefore = await artistFiles();

      const url = `/api/artists/${artist._id}`;
      const response = await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.artistDeleted });

      expect((await listArtists()).map((item) => item._id)).not.toContain(artist._id);
      // Both sizes of each photo are removed.
      expect(await artistFiles()).toHaveLength(filesBefore.length - 4);
      for (const design of artist.uploadedDesigns) {
        expect((await t.app.inject({ method: 'GET', url: design.filename })).statusCode).toBe(404);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/artists', headers: { authorization: auth } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } })).statusCode,
      ).toBe(404);
    });
  });
});
