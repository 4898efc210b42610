import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Notification } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { ARTIST_APPLICATION_LIMITS } from '../../src/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { artistForm, VALID_FIELDS } from './artist-form';

// One verified phone may send a few applications a day, and its repeated updates are one notification
// (docs/rules-and-messages.md).
describe('artist application limits', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  async function submit(authorization: string, fullName: string) {
    const { payload, headers } = await artistForm({ ...VALID_FIELDS, fullName }, []);
    return t.app.inject({
      method: 'POST',
      url: '/api/artists/add',
      payload,
      headers: { ...headers, authorization },
    });
  }
  const notifications = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: admin } })
    ).json<Notification[]>();

  it(`accepts ${ARTIST_APPLICATION_LIMITS.perPhone.max} applications a day from one phone, then 429`, async () => {
    const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '+919876500001' })}`;
    for (let i = 0; i < ARTIST_APPLICATION_LIMITS.perPhone.max; i++) {
      expect((await submit(auth, `Repeat Artist ${'ABCDEFGH'[i]}`)).statusCode).toBe(201);
    }
    const over = await submit(auth, 'Repeat Artist Over');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: MESSAGES.tooManyRequests });
    // The stored application is the last accepted one.
    const mine = await t.app.inject({ method: 'GET', url: '/api/artists', headers: { authorization: auth } });
    expect(mine.json<{ fullName: string }>().fullName).toBe(
      `Repeat Artist ${'ABCDEFGH'[ARTIST_APPLICATION_LIMITS.perPhone.max - 1]}`,
    );
    // Another phone is not affected.
    const other = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '+919876500002' })}`;
    expect((await submit(other, 'Other Artist')).statusCode).toBe(201);
  });

  it('merges repeated updates of one application into its unread notification', async () => {
    const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '+919876500003' })}`;
    const before = (await notifications()).length;
    expect((await submit(auth, 'Merging Artist')).statusCode).toBe(201);
    expect((await submit(auth, 'Merging Artist')).statusCode).toBe(201);
    expect((await submit(auth, 'Merging Artist Renamed')).statusCode).toBe(201);
    const list = await notifications();
    expect(list).toHaveLength(before + 1);
    expect(list[0]!.subject).toEqual({ kind: 'updatedArtist', name: 'Merging Artist Renamed' });
    // Once read, the next update is news again.
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { authorization: admin },
      payload: {},
    });
    expect((await submit(auth, 'Merging Artist Renamed')).statusCode).toBe(201);
    expect(await notifications()).toHaveLength(before + 2);
  });
});
