import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { smallPng } from '../helpers/image-fixtures';
import { multipart } from '@mehendi/test-client';
import { storedFiles } from '../helpers/stored-files';

const GROUP = { variety: 'Baby Shower', priceRange: '2600-3500' };
const LIST_URL = `/api/designs/${encodeURIComponent(GROUP.variety)}/${GROUP.priceRange}`;

describe('mehendi designs: who may change them, and deleting', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919876543210' })}`;
  });
  afterAll(() => t.close());

  async function upload(authorization?: string, payloadBytes?: Buffer) {
    const { payload, headers } = await multipart(GROUP, {
      name: 'design.png',
      type: 'image/png',
      bytes: payloadBytes ?? (await smallPng()),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/designs/upload',
      payload,
      headers: { ...headers, ...(authorization ? { authorization } : {}) },
    });
  }

  async function uploaded(): Promise<Design> {
    const response = await upload(admin);
    expect(response.statusCode).toBe(201);
    return response.json<{ design: Design }>().design;
  }

  async function list(): Promise<Design[]> {
    const response = await t.app.inject({ method: 'GET', url: LIST_URL });
    expect(response.statusCode).toBe(200);
    return response.json<Design[]>();
  }

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('refuses an upload without a token (401), even a 30 MB one, and with a customer token (403)', async () => {
    const anonymous = await upload(undefined, Buffer.alloc(30 * 1024 * 1024, 1));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: MESSAGES.unauthorized });
    const asCustomer = await upload(customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ error: MESSAGES.forbidden });
    expect(await list()).toEqual([]);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('answers 404 when the design belongs to another variety, and 400 for a malformed id', async () => {
    const design = await uploaded();
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/Bridal/${design._id}`,
      headers: { authorization: admin },
    });
    expect(other.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/Bridal/not-an-id`,
      headers: { authorization: admin },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await list()).map((item) => item._id)).toContain(design._id);
  });

  it('supports the old client: POST /api/cloudinary-delete removes the files, then DELETE the record', async () => {
    const design = await uploaded();
    const remove = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cloudinary-delete',
        payload: { publicId: design.publicId },
        headers: { authorization: admin },
      });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.designDeleted });
    expect(await status(design.imagePath)).toBe(404);
    expect(await status(design.thumbPath)).toBe(404);
    // Idempotent: the image is already gone.
    expect((await remove()).statusCode).toBe(200);

    const url = `/api/designs/${encodeURIComponent(GROUP.variety)}/${design._id}`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } })).statusCode,
    ).toBe(200);
    expect((await list()).map((item) => item._id)).not.toContain(design._id);
  });

  it('refuses POST /api/cloudinary-delete without the admin token or with an id it never issued', async () => {
    const design = await uploaded();
    const call = (publicId: unknown, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cloudinary-delete',
        payload: { publicId },
        headers: authorization ? { authorization } : {},
      });
    expect((await call(design.publicId)).statusCode).toBe(401);
    expect((await call(design.publicId, customer)).statusCode).toBe(403);
    for (const publicId of [
      '',
      '../pgdata',
      'designs/../../server.lock',
      'bookings/AAAAAAAAAAAAAAAAAAAAAA',
      42,
    ]) {
      const response = await call(publicId, admin);
      expect(response.statusCode, String(publicId)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(MESSAGES.notFound);
    }
    expect(await status(design.imagePath)).toBe(200);
  });
});
