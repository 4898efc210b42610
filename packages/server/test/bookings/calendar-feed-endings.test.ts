// A calendar feed's address ends with the standing that made it (docs/bookings.md#calendar-subscriptions):
// the admin's when their password changes, an artist's when they are rejected, re-apply or are deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app';
import { applyAsArtist, approve } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`calendar feeds end with the standing that made them (${DB})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload ? { payload } : {}),
    });
  const feedStatus = async (url: string) => (await call('GET', new URL(url).pathname)).statusCode;

  /** An approved artist with their session and a working feed address. */
  async function artistWithFeed(fullName: string) {
    const artist = await approve(t, admin, await applyAsArtist(t, { fullName }));
    const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: artist.phone })}`;
    const url = (await call('POST', '/api/my/calendar-link', auth)).json<{ url: string }>().url;
    expect(await feedStatus(url)).toBe(200);
    return { artist, auth, url };
  }

  it("ends the artist's address when the artist is rejected; a new one can be made", async () => {
    const { artist, auth, url } = await artistWithFeed('Nisha Pawar');
    const rejected = await call('PATCH', `/api/artists/${artist._id}/review`, admin, {
      status: 'rejected',
      note: 'Photos unclear',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await feedStatus(url)).toBe(404);
    // Approved again, the old address stays ended.
    await approve(t, admin, artist);
    expect(await feedStatus(url)).toBe(404);
    const renewed = (await call('POST', '/api/my/calendar-link', auth)).json<{ url: string }>().url;
    expect(await feedStatus(renewed)).toBe(200);
  });

  it("ends the artist's address when the artist applies again", async () => {
    const { artist, url } = await artistWithFeed('Rupa Gadgil');
    await applyAsArtist(t, { fullName: 'Rupa Gadgil', phone: artist.phone });
    expect(await feedStatus(url)).toBe(404);
  });

  it("ends the artist's address when the artist is deleted", async () => {
    const { artist, url } = await artistWithFeed('Swati Jog');
    expect((await call('DELETE', `/api/artists/${artist._id}`, admin)).statusCode).toBeLessThan(300);
    expect(await feedStatus(url)).toBe(404);
  });

  // Last: it changes the seeded admin's password.
  it("ends the admin's address when the admin's password changes; a new one can be made", async () => {
    const url = (await call('POST', '/api/admin/calendar-link', admin)).json<{ url: string }>().url;
    expect(await feedStatus(url)).toBe(200);
    const changed = await call('POST', '/api/admin/change-password', admin, {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect(await feedStatus(url)).toBe(404);
    const renewed = (await call('POST', '/api/admin/calendar-link', admin)).json<{ url: string }>().url;
    expect(await feedStatus(renewed)).toBe(200);
  });
});

// Issue 40, item 7: absolute links come from the configuration, never from the request's Host header.
describe(`calendar feed addresses name the configured site (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://mehendi.example/' });
  });
  afterAll(() => t.close());

  it('gives an address on PUBLIC_URL whatever Host the request names', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calendar-link',
      headers: {
        authorization: await t.adminAuth(),
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ url: string }>().url).toMatch(
      /^https:\/\/mehendi\.example\/api\/calendar\/[^/]+\.ics$/u,
    );
  });
});
