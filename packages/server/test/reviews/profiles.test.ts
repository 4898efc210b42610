import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  type Artist,
  type CustomerBooking,
  type Design,
  type MyProfile,
  type PublicProfile,
  type PublicProfileSummary,
  type Review,
} from '@mehendi/shared';
import { bookingPayload, daysFromToday, randomMobile } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { artists } from '../../src/modules/artists';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve } from '../bookings/work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`public artist profiles (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const adminToken = () => admin.replace(/^Bearer /, '');

  interface Person {
    token: string;
    phone: string;
  }
  async function person(role: 'customer' | 'artist'): Promise<Person> {
    const phone = `+91${randomMobile()}`;
    return { phone, token: await createSession(t.app.db, { role, phone }) };
  }

  /** An approved artist with an artist session of their own. */
  async function approvedArtist(
    fullName: string,
    pincode = '411038',
  ): Promise<{ artist: Artist; me: Person }> {
    const me = await person('artist');
    const applied = await applyAsArtist(t, { fullName, pincode, phone: me.phone });
    return { artist: await approve(t, admin, applied), me };
  }

  const switchOwn = (me: Person, json: unknown) =>
    t.api.request('PATCH', '/api/my/profile', { token: me.token, json });
  const profile = (slug: string) => t.api.request('GET', `/api/artists/public/${slug}`);

  /** A completed booking of `artist` today, rated `stars`, then moderated. */
  async function reviewed(
    artist: Artist,
    stars: number,
    text: string,
    status: 'published' | 'hidden' | null,
  ) {
    const customer = await person('customer');
    const booking = await t.api.ok<CustomerBooking>('POST', '/api/customers/add', {
      token: customer.token,
      json: bookingPayload(design, { selectedDates: [daysFromToday(0)], fullName: `Asha Patil` }),
    });
    await t.api.ok('POST', `/api/customers/${booking._id}/assign`, {
      token: adminToken(),
      json: { artistId: artist._id },
    });
    await t.api.ok('POST', `/api/customers/${booking._id}/status`, {
      token: adminToken(),
      json: { status: 'completed' },
    });
    const review = await t.api.ok<Review>('POST', `/api/my/bookings/${booking._id}/review`, {
      token: customer.token,
      json: { stars, text },
    });
    if (status) {
      await t.api.ok('PATCH', `/api/reviews/${review._id}`, { token: adminToken(), json: { status } });
    }
    return { booking, review, customer };
  }

  it('is off by default; an approved artist switches it on and gets a stable slug of first name and id', async () => {
    const { artist, me } = await approvedArtist('Priya Deshmukh');
    expect(await t.api.ok<MyProfile>('GET', '/api/my/profile', { token: me.token })).toEqual({
      public: false,
      slug: null,
    });
    expect(
      (await t.api.ok<PublicProfileSummary[]>('GET', '/api/artists/public')).map((p) => p.firstName),
    ).not.toContain('Priya');

    const on = await switchOwn(me, { public: true });
    expect(on.status).toBe(200);
    const { slug } = on.json<MyProfile>();
    expect(on.json()).toEqual({ public: true, slug, message: MESSAGES.profileShown });
    expect(slug).toBe(`priya-${artist._id.replace(/-/g, '').slice(0, 8)}`);

    const shown = await profile(slug!);
    expect(shown.status).toBe(200);
    expect(shown.json<PublicProfile>()).toEqual({
      id: artist._id,
      slug,
      firstName: 'Priya',
      locality: 'Kothrud',
      varieties: ['Bridal', 'Engagement'],
      rating: { average: null, count: 0 },
      reviews: [],
      designs: [],
    });
    expect(await t.api.ok<PublicProfileSummary[]>('GET', '/api/artists/public')).toContainEqual({
      slug,
      firstName: 'Priya',
      locality: 'Kothrud',
      varieties: ['Bridal', 'Engagement'],
      rating: { average: null, count: 0 },
    });

    // Off and on again: the same address, so a link already shared keeps working.
    expect((await switchOwn(me, { public: false })).json()).toEqual({
      public: false,
      slug,
      message: MESSAGES.profileHidden,
    });
    expect((await profile(slug!)).status).toBe(404);
    expect((await switchOwn(me, { public: true })).json<MyProfile>().slug).toBe(slug);
    expect((await profile(slug!)).status).toBe(200);
  });

  it('shows published reviews only, newest first, with the average of those; never a phone, surname or address', async () => {
    const { artist, me } = await approvedArtist('Kavya Joshi', '999999');
    await t.app.db
      .update(artists)
      .set({
        uploadedDesigns: [{ filename: '/uploads/artists/kavya-1.webp', originalname: 'a.jpg', keys: [] }],
      })
      .where(eq(artists.id, artist._id));
    const { slug } = (await switchOwn(me, { public: true })).json<MyProfile>();

    const first = await reviewed(artist, 5, 'Deep maroon on day two', 'published');
    await reviewed(artist, 1, 'Hidden words', 'hidden');
    await reviewed(artist, 2, 'Still pending', null);
    await reviewed(artist, 4, 'Lovely and patient', 'published');

    const response = await profile(slug!);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const shown = response.json<PublicProfile>();
    expect(shown.locality).toBe('999999');
    expect(shown.designs).toEqual(['/uploads/artists/kavya-1.webp']);
    expect(shown.rating).toEqual({ average: 4.5, count: 2 });
    expect(shown.reviews.map((review) => review.text)).toEqual([
      'Lovely and patient',
      'Deep maroon on day two',
    ]);
    expect(shown.reviews[0]).toEqual({
      stars: 4,
      text: 'Lovely and patient',
      photos: [],
      thumbs: [],
      month: daysFromToday(0).slice(0, 7),
      verified: true,
    });

    const body = response.body;
    expect(body).not.toContain('Hidden words');
    expect(body).not.toContain('Still pending');
    for (const secret of [
      'Joshi',
      'Laxmi Road',
      '9876501234',
      me.phone,
      me.phone.slice(3),
      first.customer.phone.slice(3),
      'Asha',
    ]) {
      expect(body, secret).not.toContain(secret);
    }
    const listed = await t.api.ok<PublicProfileSummary[]>('GET', '/api/artists/public');
    expect(listed.find((item) => item.slug === slug)?.rating).toEqual({ average: 4.5, count: 2 });
    expect(JSON.stringify(listed)).not.toContain('Joshi');
  });

  it('lets an admin take a profile down, and answers 404 for unknown, hidden and not-approved ones', async () => {
    const { artist, me } = await approvedArtist('Sana Shaikh');
    const { slug } = (await switchOwn(me, { public: true })).json<MyProfile>();

    // Only off, only admins, only existing artists.
    const notFalse = await t.api.request('PATCH', `/api/artists/${artist._id}/profile`, {
      token: adminToken(),
      json: { public: true },
    });
    expect(notFalse.status).toBe(400);
    expect(notFalse.json()).toMatchObject({ error: MESSAGES.invalidProfileSwitch });
    expect(
      (
        await t.api.request('PATCH', `/api/artists/${artist._id}/profile`, {
          token: me.token,
          json: { public: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api.request('PATCH', `/api/artists/00000000-0000-4000-8000-000000000000/profile`, {
          token: adminToken(),
          json: { public: false },
        })
      ).status,
    ).toBe(404);
    expect((await profile(slug!)).status).toBe(200);
    // The console's record of the application names the shown profile's address.
    const record = async () =>
      (await t.api.ok<Artist[]>('GET', '/api/artists/all', { token: adminToken() })).find(
        (one) => one._id === artist._id,
      );
    expect((await record())?.publicProfile).toBe(`/artists/${slug}`);

    const down = await t.api.request('PATCH', `/api/artists/${artist._id}/profile`, {
      token: adminToken(),
      json: { public: false },
    });
    expect(down.status).toBe(200);
    expect(down.json()).toEqual({ message: MESSAGES.profileHidden });
    const gone = await profile(slug!);
    expect(gone.status).toBe(404);
    expect(gone.json()).toEqual({ error: MESSAGES.notFound });
    expect((await record())?.publicProfile).toBeNull();
    expect((await profile('nobody-12345678')).status).toBe(404);
    expect((await profile('x'.repeat(100))).status).toBe(404);
  });

  it('refuses a pending artist, a phone without an application, bad input and other roles', async () => {
    const pending = await person('artist');
    await applyAsArtist(t, { fullName: 'Rina Pawar', phone: pending.phone });
    const refused = await switchOwn(pending, { public: true });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ error: MESSAGES.profileNotApproved });
    expect((await t.api.ok<MyProfile>('GET', '/api/my/profile', { token: pending.token })).public).toBe(
      false,
    );

    const stranger = await person('artist');
    expect((await switchOwn(stranger, { public: true })).status).toBe(404);
    expect((await t.api.request('GET', '/api/my/profile', { token: stranger.token })).status).toBe(404);

    const bad = await switchOwn(pending, { public: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: MESSAGES.invalidProfileSwitch });

    const customer = await person('customer');
    expect((await switchOwn(customer, { public: true })).status).toBe(403);
    expect((await t.api.request('PATCH', '/api/my/profile', { json: { public: true } })).status).toBe(401);
  });
});
