import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS, type AvailabilityAnswer } from '@mehendi/shared';
import { artists } from '../../src/modules/artists/artists.schema';
import type { ServerProcess } from '../helpers/server-process';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { adminToken } from '../durability/process-client';

const [MORNING] = TIME_SLOTS;
/** How soon another process must show a place that moved (as the catalogue lists, docs/decisions.md). */
const WITHIN_MS = 1000;

const channels = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL LISTEN/NOTIFY', redisUrl: '' }] : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'Redis pub/sub', redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

/** A Saturday two weeks or more ahead. */
function saturday(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

if (channels.length === 0) {
  describe.skip('availability shared by two server processes (set TEST_DATABASE_URL)', () => {
    it('needs PostgreSQL', () => {});
  });
}

describe.each(channels)(
  'availability shared by two server processes, changes told by $name',
  ({ redisUrl }) => {
    let pair: ServerPair;
    let a: ServerProcess;
    let b: ServerProcess;
    const day = saturday();
    const query = `/api/availability?from=${day}&to=${day}&variety=Bridal`;

    async function morningOn(server: ServerProcess): Promise<{ places: number; etag: string }> {
      const response = await fetch(`${server.url}${query}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as AvailabilityAnswer;
      return {
        places: answer.days[0]!.slots.find((slot) => slot.slot === MORNING)!.places,
        etag: response.headers.get('etag')!,
      };
    }

    beforeAll(async () => {
      pair = await startServerPair('places', redisUrl);
      ({ a, b } = pair);
    }, 120_000);
    afterAll(() => pair?.close(), 30_000);

    it('shows on B, within a second, an artist’s day off saved through A', async () => {
      const [artist] = await pair.database.use((db) =>
        db
          .insert(artists)
          .values({
            phone: '+919800011122',
            fullName: 'Meera Kulkarni',
            whatsappNumber: '9876501234',
            address: '12 Laxmi Road, Pune',
            pincode: '411030',
            jobTerm: 'Part-time',
            mehendiVarieties: ['Bridal'],
            availabilityTimeRange: MORNING,
            status: 'approved',
          })
          .returning(),
      );
      // B keeps the answer, and confirms a copy of it with 304.
      const before = await morningOn(b);
      expect(before.places).toBe(1);
      expect((await fetch(`${b.url}${query}`, { headers: { 'if-none-match': before.etag } })).status).toBe(
        304,
      );

      const token = await adminToken(a.url);
      const saved = await fetch(`${a.url}/api/artists/${artist!.id}/availability`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          weekly: { sat: [MORNING] },
          daysOff: [{ from: day, to: day, note: 'Family wedding' }],
          maxJobsPerDay: 1,
        }),
      });
      expect(saved.status).toBe(200);

      const started = Date.now();
      while ((await morningOn(b)).places !== 0) {
        if (Date.now() - started > 10_000) throw new Error('B never showed the day off');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    });
  },
);
