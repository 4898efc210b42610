// Web pushes while two server processes read the push outbox (docs/messaging.md#push): each push reaches
// the push service once, whichever process claims it, and every one is signed with the one VAPID key pair
// made at the first start and kept in the database both share.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists } from '../../src/modules/artists/artists.schema';
import { serverSecrets } from '../../src/modules/phone-auth/phone-auth.schema';
import { pushOutbox, pushSubscriptions } from '../../src/modules/push/push.schema';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { waitFor } from '../bookings/work-fixtures';
import {
  browserSubscription,
  startFakePushService,
  verifiedVapidClaims,
  type FakePushService,
} from '../push/fake-push-service';

const PUSHES = 16;
const available = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

if (!available) {
  describe.skip('web pushes with two server processes (set TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
    it('needs PostgreSQL and Redis', () => {});
  });
}

describe.runIf(available)('web pushes with two server processes on PostgreSQL and Redis', () => {
  let pair: ServerPair;
  let fake: FakePushService;

  beforeAll(async () => {
    fake = await startFakePushService();
    pair = await startServerPair('push', process.env.TEST_REDIS_URL, { SMS_OUTBOX_POLL_MS: '20' });
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
    await fake?.close();
  }, 30_000);

  it('sends each of 16 queued pushes once, all signed with the one stored key', async () => {
    // Each answer waits a little, so both processes are taking pushes at the same time.
    fake.delayMs = 20;
    const browsers = Array.from({ length: PUSHES }, (_, i) =>
      browserSubscription(fake.endpoint(`phone-${i}`)),
    );
    await pair.database.use(async (db) => {
      const [artist] = await db
        .insert(artists)
        .values({
          phone: '+919800033301',
          fullName: 'Asha Push',
          whatsappNumber: '9876501234',
          address: '12 Laxmi Road, Pune',
          pincode: '411030',
          jobTerm: 'Part-time',
          mehendiVarieties: ['Bridal'],
          availabilityTimeRange: 'Any Time From Morning Till Night',
          status: 'approved',
        })
        .returning();
      const subscriptions = await db
        .insert(pushSubscriptions)
        .values(
          browsers.map(({ json }) => ({
            artistId: artist!.id,
            endpoint: json.endpoint,
            p256dh: json.keys.p256dh,
            auth: json.keys.auth,
          })),
        )
        .returning();
      // Written in one statement while both workers poll every 20 ms.
      await db.insert(pushOutbox).values(
        subscriptions.map((subscription, i) => ({
          subscriptionId: subscription.id,
          kind: 'artistJob',
          payload: { title: 'Job confirmed', body: `Job ${i}`, url: '/my-work', tag: `job-${i}` },
          ttlSeconds: 3600,
          urgency: 'normal' as const,
          expiresAt: new Date(Date.now() + 3600_000),
        })),
      );
    });

    const rows = await waitFor(
      () => pair.database.use((db) => db.select().from(pushOutbox)),
      (all) => all.every((row) => row.status === 'sent'),
      30_000,
    );
    expect(rows.map((row) => row.status)).toEqual(Array(PUSHES).fill('sent'));
    expect(rows.map((row) => row.attempts)).toEqual(Array(PUSHES).fill(1));
    const paths = fake.requests.map((request) => request.path).sort();
    expect(paths).toEqual(Array.from({ length: PUSHES }, (_, i) => `/push/phone-${i}`).sort());

    const [stored] = await pair.database.use((db) =>
      db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid_keys')),
    );
    const { publicKey } = JSON.parse(stored!.value) as { publicKey: string };
    for (const request of fake.requests) {
      verifiedVapidClaims(request.headers.authorization, publicKey);
      const index = Number(request.path.split('-').at(-1));
      expect(browsers[index]!.decrypt(request.body).body).toBe(`Job ${index}`);
    }
  });
});
