import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MESSAGES, type CustomerBooking, type Design, type Review } from '@mehendi/shared';
import { bookingPayload, daysFromToday, multipart } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve } from '../bookings/work-fixtures';
import { metaSignature, msg91Env, whatsappEnv } from '../helpers/fake-gateways';
import { smallPng } from '../helpers/image-fixtures';
import { storedFiles } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The broken forms of issue 40 (item 4): a body cut off before its end, and a form without its boundary. */
async function brokenForms(fields: Record<string, string>, fileField: string) {
  const form = await multipart(fields, {
    field: fileField,
    name: 'a.png',
    type: 'image/png',
    bytes: await smallPng(),
  });
  const cut = (length: number) => ({ headers: form.headers, payload: form.payload.subarray(0, length) });
  return [
    { what: 'cut inside the photo', ...cut(form.payload.length - 120) },
    { what: 'cut before the closing boundary', ...cut(form.payload.length - 8) },
    { what: 'cut inside the first part header', ...cut(60) },
    {
      what: 'without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: form.payload,
    },
    { what: 'without a boundary or a body', headers: { 'content-type': 'multipart/form-data' }, payload: '' },
  ];
}

describe(`unreadable upload forms answer 400 and store nothing (${DB})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  async function expectRefused(options: InjectOptions, fields: Record<string, string> = {}) {
    const files = await storedFiles(t.dataDir);
    const response = await t.app.inject(options);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: string; fields?: Record<string, string> }>();
    expect(body.error).toBe(MESSAGES.invalidRequest);
    expect(body.fields ?? {}).toEqual(fields);
    expect(await storedFiles(t.dataDir)).toEqual(files);
  }

  it('refuses them on the design and siders uploads', async () => {
    const shelves: { url: string; fields: Record<string, string> }[] = [
      { url: '/api/designs/upload', fields: { variety: 'Karwachauth', priceRange: '1600-2500' } },
      { url: '/api/siders-designs/upload', fields: { sidersType: 'arabic' } },
    ];
    for (const { url, fields } of shelves) {
      for (const form of await brokenForms(fields, 'image')) {
        await expectRefused({
          method: 'POST',
          url,
          headers: { authorization: admin, ...form.headers },
          payload: form.payload,
        });
      }
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/designs/Karwachauth/1600-2500' });
    expect(listed.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/siders-designs/arabic' })).json()).toEqual([]);
  });

  it("refuses them on an artist's application", async () => {
    const artist = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '+919580164131' })}`;
    const fields = {
      fullName: 'Meera Kulkarni',
      whatsappNumber: '9876501234',
      address: '12 Laxmi Road, Pune',
      pincode: '411030',
      jobTerm: 'Part-time',
      mehendiVarieties: '["Bridal"]',
      availability: '{"timeRange":"Any Time From Morning Till Night"}',
    };
    for (const form of await brokenForms(fields, 'uploadedDesigns')) {
      await expectRefused(
        {
          method: 'POST',
          url: '/api/artists/add',
          headers: { authorization: artist, ...form.headers },
          payload: form.payload,
        },
        { uploadedDesigns: MESSAGES.invalidRequest },
      );
    }
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/artists',
      headers: { authorization: artist },
    });
    expect(own.statusCode).toBe(404);
  });

  it('refuses them on a review, posted and changed', async () => {
    const phone = '+919580164132';
    const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}`;
    const artist = await approve(t, admin, await applyAsArtist(t));
    const booking = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customers/add',
        headers: { authorization: customer },
        payload: bookingPayload(design, { selectedDates: [daysFromToday(0)] }),
      })
    ).json<CustomerBooking>();
    for (const [url, payload] of [
      [`/api/customers/${booking._id}/assign`, { artistId: artist._id }],
      [`/api/customers/${booking._id}/status`, { status: 'completed' }],
    ] as const) {
      const done = await t.app.inject({ method: 'POST', url, headers: { authorization: admin }, payload });
      expect(done.statusCode, done.body).toBe(200);
    }
    const url = `/api/my/bookings/${booking._id}/review`;
    const mine = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/my/reviews', headers: { authorization: customer } })
      ).json<Review[]>();

    const forms = await brokenForms({ stars: '5', text: 'Dark stain' }, 'photos');
    for (const form of forms) {
      await expectRefused(
        { method: 'POST', url, headers: { authorization: customer, ...form.headers }, payload: form.payload },
        { photos: MESSAGES.invalidRequest },
      );
    }
    expect(await mine()).toEqual([]);

    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: customer },
      payload: { stars: 4, text: 'Good' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    for (const form of forms) {
      await expectRefused(
        { method: 'PUT', url, headers: { authorization: customer, ...form.headers }, payload: form.payload },
        { photos: MESSAGES.invalidRequest },
      );
    }
    expect(await mine()).toEqual([posted.json<Review>()]);
  });
});

// A web build in miniature whose renderer writes the page's data, so the test sees what the page was made
// from (the real one is packages/web/src/entry-server.tsx).
async function writeWebBuild(dir: string): Promise<void> {
  await writeFile(path.join(dir, 'index.html'), 'empty shell');
  await mkdir(path.join(dir, 'prerendered', 'en'), { recursive: true });
  await writeFile(path.join(dir, 'prerendered', 'en', 'not-found.html'), 'not-found in en');
  await writeFile(path.join(dir, 'prerendered', 'en', 'artist-profile.shell.html'), '<!--app-html-->');
  await writeFile(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({ languages: ['en'], pages: [], notFound: 'not-found.html', appPaths: [] }),
  );
  await mkdir(path.join(dir, 'server-render'));
  await writeFile(
    path.join(dir, 'server-render', 'entry-server.js'),
    'export async function renderPage(url, language, data) { return JSON.stringify(data); }\n',
  );
}

describe(`artist profile pages of addresses that cannot be a profile (${DB})`, () => {
  let web: string;
  let t: TestApp;

  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'mehendi-web-'));
    await writeWebBuild(web);
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  it("answers an address that cannot be a profile's with the unknown profile's page, 404", async () => {
    const phone = '+919580164133';
    const artist = await approve(t, await t.adminAuth(), await applyAsArtist(t, { phone }));
    const shown = await t.app.inject({
      method: 'PATCH',
      url: '/api/my/profile',
      headers: { authorization: `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}` },
      payload: { public: true },
    });
    const { slug } = shown.json<{ slug: string }>();
    const page = await t.app.inject({ method: 'GET', url: `/artists/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(artist._id);

    const unknown = await t.app.inject({ method: 'GET', url: '/artists/nobody-12345678' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(JSON.stringify({ 'artist-profile:nobody-12345678': null }));

    const odd: [string, string][] = [
      ['%00', '\u0000'],
      ['a%00b', 'a\u0000b'],
      // Longer than the router's 100 characters for a parameter, it is any unknown page's (the web's 404).
      ['x'.repeat(90), 'x'.repeat(90)],
      [`${slug}%00`, `${slug}\u0000`],
      [slug.toUpperCase(), slug.toUpperCase()],
      ['%E0%A4%AE', 'म'],
      ['..%2F..%2Fetc', '../../etc'],
    ];
    for (const [address, decoded] of odd) {
      const response = await t.app.inject({ method: 'GET', url: `/artists/${address}` });
      expect(response.statusCode, address).toBe(404);
      expect(response.body, address).toBe(JSON.stringify({ [`artist-profile:${decoded}`]: null }));
      // The API answers a NUL in a path parameter 400, as everywhere (docs/rules-and-messages.md#messages).
      const api = await t.app.inject({ method: 'GET', url: `/api/artists/public/${address}` });
      expect(api.json<{ error: string }>().error, address).toBe(
        decoded.includes('\u0000') ? MESSAGES.invalidRequest : MESSAGES.notFound,
      );
      expect(api.statusCode, address).toBe(decoded.includes('\u0000') ? 400 : 404);
    }
  });
});

const WAMID = 'wamid.HBgMOTE5ODEyMzQ1NjEwFQIAERgSQ0Y';
const REQUEST_ID = '3567687a6b4c363738313239';

describe(`delivery receipts with null or odd elements (${DB})`, () => {
  let t: TestApp;
  const gateway = { baseUrl: 'http://127.0.0.1:9' };

  beforeAll(async () => {
    t = await createTestApp({ ...msg91Env(gateway), ...whatsappEnv(gateway) });
    await t.app.db.insert(smsOutbox).values([
      { ...sentText('whatsapp'), providerMessageId: WAMID },
      { ...sentText('sms'), providerMessageId: REQUEST_ID },
    ]);
  });
  afterAll(() => t.close());

  function sentText(channel: 'sms' | 'whatsapp') {
    return {
      recipient: 'customer' as const,
      toPhone: '+919812345610',
      template: 'customerConfirmed',
      language: 'en',
      body: 'Your booking is confirmed.',
      status: 'sent' as const,
      channel,
      sentAt: new Date(),
    };
  }
  const texts = () => t.app.db.select().from(smsOutbox).orderBy(smsOutbox.channel);

  const ODD = [null, 'x', 12, true, []];
  const status = { id: WAMID, status: 'read' };
  const unknownFailure = { id: 'wamid.unknown', status: 'failed' };
  const value = (statuses: unknown) => ({ messaging_product: 'whatsapp', statuses });
  const WHATSAPP_BODIES: unknown[] = [
    null,
    'entry',
    12,
    [null],
    { entry: null },
    // A NUL deeper than the request's own marking reaches (docs/security.md#unstorable-text).
    {
      entry: [
        { changes: [{ value: value([{ ...unknownFailure, errors: [{ code: 1, title: 'a\u0000' }] }]) }] },
      ],
    },
    ...ODD.flatMap((odd) => [
      { entry: [odd] },
      { entry: [{ changes: [odd] }] },
      { entry: [{ changes: odd }] },
      { entry: [{ changes: [{ value: odd }] }] },
      { entry: [{ changes: [{ value: value([odd]) }] }] },
      { entry: [{ changes: [{ value: value(odd) }] }] },
      { entry: [{ changes: [{ value: value([{ ...status, id: odd }]) }] }] },
      { entry: [{ changes: [{ value: value([{ ...unknownFailure, errors: odd }]) }] }] },
      { entry: [{ changes: [{ value: value([{ ...unknownFailure, errors: [odd] }]) }] }] },
    ]),
  ];

  it('answers WhatsApp 200 { updated: 0 } and changes nothing', async () => {
    const before = await texts();
    const failures: string[] = [];
    for (const body of WHATSAPP_BODIES) {
      const raw = JSON.stringify(body);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(raw) },
        payload: raw,
      });
      if (response.statusCode !== 200 || response.body !== '{"updated":0}')
        failures.push(`${raw}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
    expect(await texts()).toEqual(before);
  });

  const report = { status: '1', desc: 'DELIVERED' };
  const MSG91_DATA: unknown[] = [
    null,
    'x',
    12,
    ...ODD.flatMap((odd) => [
      [odd],
      [{ requestId: REQUEST_ID, report: [odd] }],
      [{ requestId: REQUEST_ID, report: odd }],
      [{ requestId: odd, report: [report] }],
      [{ requestId: REQUEST_ID, report: [{ ...report, status: odd }] }],
    ]),
    // JSON inside a form field: NULs the request's own marking does not see.
    [{ requestId: `${REQUEST_ID}\u0000`, report: [report] }],
    [{ requestId: 'unknown-request', report: [{ status: '2', desc: 'a\u0000', failedReason: 'b\u0000' }] }],
  ];

  it('answers MSG91 200 { updated: 0 } and changes nothing (v2 form, v3 JSON)', async () => {
    const before = await texts();
    const calls: { label: string; headers: Record<string, string>; payload: string }[] = [
      ...MSG91_DATA.map((data) => ({
        label: `form data=${JSON.stringify(data)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
      })),
      ...[
        null,
        'x',
        12,
        [null],
        ...MSG91_DATA.map((data) => ({ data })),
        { requestId: null, status: null },
      ].map((body) => ({
        label: `JSON ${JSON.stringify(body)}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })),
    ];
    const failures: string[] = [];
    for (const { label, headers, payload } of calls) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/msg91/msg91-webhook-secret-0123',
        headers,
        payload,
      });
      if (response.statusCode !== 200 || response.body !== '{"updated":0}')
        failures.push(`${label}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
    expect(await texts()).toEqual(before);
  });

  it('still applies the good receipts beside odd elements', async () => {
    const raw = JSON.stringify({
      entry: [null, { changes: [null, { value: value([null, 'x', status]) }] }],
    });
    const whatsapp = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(raw) },
      payload: raw,
    });
    expect(whatsapp.json()).toEqual({ updated: 1 });
    const msg91 = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/msg91-webhook-secret-0123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: JSON.stringify([null, { requestId: REQUEST_ID, report: [null, 7, report] }]),
      }).toString(),
    });
    expect(msg91.json()).toEqual({ updated: 1 });
    const [sms, read] = await texts();
    expect(sms).toMatchObject({ channel: 'sms', status: 'delivered' });
    expect(read).toMatchObject({ channel: 'whatsapp', status: 'read' });
    expect((await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.status, 'sent'))).length).toBe(0);
  });
});
