import { describe, expect, it } from 'vitest';
import { orderForOffer, type CandidateFacts } from './fairness';

function artist(id: string, extra: Partial<CandidateFacts> = {}): CandidateFacts {
  return {
    artistId: id,
    fullName: id,
    free: true,
    notFree: null,
    preferred: false,
    offersVariety: true,
    distance: 1,
    rating: null,
    monthJobs: 0,
    weight: 1,
    lastOfferedAt: null,
    openOffers: 0,
    autoAccept: true,
    activeSince: null,
    offeredThisBooking: false,
    declinedThisBooking: false,
    ...extra,
  };
}

/** Books `n` jobs one after another, each to the first offerable artist, who accepts at once. */
function simulate(artists: CandidateFacts[], n: number, acceptedAt: Date[] = [], start = 0) {
  const jobs = new Map(artists.map((a) => [a.artistId, a.monthJobs]));
  for (let i = start; i < start + n; i++) {
    const order = orderForOffer(
      `booking-${i}`,
      artists.map((a) => ({ ...a, monthJobs: jobs.get(a.artistId)! })),
      { acceptedAt, openMax: 2 },
    );
    const chosen = order.find((c) => c.skipped === null)!;
    jobs.set(chosen.artistId, jobs.get(chosen.artistId)! + 1);
    const at = new Date(Date.UTC(2026, 11, 1, 10) + i * 60_000);
    acceptedAt.push(at);
    const a = artists.find((x) => x.artistId === chosen.artistId)!;
    a.lastOfferedAt = at.toISOString();
  }
  return jobs;
}

describe('who is offered a booking first', () => {
  it('shares 30 jobs among 3 equal artists 10 each', () => {
    const jobs = simulate([artist('a'), artist('b'), artist('c')], 30);
    for (const count of jobs.values()) expect(Math.abs(count - 10)).toBeLessThanOrEqual(1);
  });

  it('shares 40 jobs 20/10/10 by weights 2:1:1', () => {
    const jobs = simulate([artist('a', { weight: 2 }), artist('b'), artist('c')], 40);
    expect(Math.abs(jobs.get('a')! - 20)).toBeLessThanOrEqual(2);
    expect(Math.abs(jobs.get('b')! - 10)).toBeLessThanOrEqual(2);
    expect(Math.abs(jobs.get('c')! - 10)).toBeLessThanOrEqual(2);
  });

  it('never offers an artist of weight 0', () => {
    const jobs = simulate([artist('a'), artist('b', { weight: 0 })], 10);
    expect(jobs.get('b')).toBe(0);
    const [, last] = orderForOffer('x', [artist('a'), artist('b', { weight: 0 })], {
      acceptedAt: [],
      openMax: 2,
    });
    expect(last).toMatchObject({ artistId: 'b', skipped: 'weightZero' });
  });

  it('counts a newcomer as if they had had their share: no more than the average of the next 10, plus 2', () => {
    const team = [artist('a'), artist('b'), artist('c')];
    const acceptedAt: Date[] = [];
    const after20 = simulate(team, 20, acceptedAt);
    const joined = new Date(acceptedAt.at(-1)!.getTime() + 1000);
    const veterans = team.map((a) => ({ ...a, monthJobs: after20.get(a.artistId)! }));
    const counts = simulate([...veterans, artist('d', { activeSince: joined })], 10, acceptedAt, 20);
    const newcomer = counts.get('d')!;
    expect(newcomer).toBeLessThanOrEqual(10 / 4 + 2);
    expect(newcomer).toBeGreaterThan(0);
  });

  it('puts the free, the wished, the variety and the near before fairness; ties by least recently offered, then a seeded draw', () => {
    const order = orderForOffer(
      'booking-1',
      [
        artist('busy', { free: false, notFree: 'full' }),
        artist('far', { distance: 2 }),
        artist('wished', { preferred: true, monthJobs: 9 }),
        artist('recent', { lastOfferedAt: '2026-12-01T10:00:00.000Z' }),
        artist('never'),
      ],
      { acceptedAt: [], openMax: 2 },
    );
    expect(order.map((c) => c.artistId)).toEqual(['wished', 'never', 'recent', 'far', 'busy']);
    expect(order.at(-1)!.skipped).toBe('notFree');
    const twice = (id: string) =>
      orderForOffer(id, [artist('p'), artist('q'), artist('r')], { acceptedAt: [], openMax: 2 }).map(
        (c) => c.artistId,
      );
    expect(twice('booking-7')).toEqual(twice('booking-7'));
  });

  it('skips an artist who declined this booking or holds too many open offers', () => {
    const order = orderForOffer(
      'b',
      [artist('declined', { declinedThisBooking: true }), artist('full', { openOffers: 2 }), artist('ok')],
      { acceptedAt: [], openMax: 2 },
    );
    expect(order.find((c) => c.skipped === null)?.artistId).toBe('ok');
    expect(order.find((c) => c.artistId === 'declined')?.skipped).toBe('declined');
    expect(order.find((c) => c.artistId === 'full')?.skipped).toBe('tooManyOpen');
  });
});
