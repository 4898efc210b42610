import { describe, expect, it } from 'vitest';
import { defaultAvailability, TIME_SLOTS, type ArtistAvailability } from '@mehendi/shared';
import { placesOn, type HeldBooking, type WorkingArtist } from './places';

const [MORNING, AFTERNOON, EVENING, ANY] = TIME_SLOTS;
// 2026-12-05 is a Saturday, 2026-12-06 a Sunday.
const SAT = '2026-12-05';
const SUN = '2026-12-06';

let seq = 0;
function artist(
  changes: Partial<ArtistAvailability> = {},
  varieties: string[] = ['Bridal', 'Engagement', 'Munj'],
): WorkingArtist {
  seq += 1;
  return {
    id: `artist-${seq}`,
    varieties,
    availability: { ...defaultAvailability(ANY), ...changes },
  };
}

const held = (
  slot: string,
  artistId: string | null = null,
  variety = 'Bridal',
  days = [SAT],
): HeldBooking => ({
  days,
  slot,
  variety,
  artistId,
});

const places = (
  artists: WorkingArtist[],
  bookings: HeldBooking[],
  slot: string,
  variety: string | null = 'Bridal',
  day = SAT,
) => placesOn(day, artists, bookings, { slot, variety });

describe('places on a day', () => {
  it('are one per free artist working the slot, less the unassigned bookings holding it', () => {
    const two = [artist(), artist()];
    expect(places(two, [], MORNING)).toBe(2);
    expect(places(two, [held(MORNING)], MORNING)).toBe(1);
    expect(places(two, [held(MORNING), held(MORNING)], MORNING)).toBe(0);
    // Nothing is negative, even when more bookings hold the day than artists can take.
    expect(places(two, [held(MORNING), held(MORNING), held(MORNING)], MORNING)).toBe(0);
  });

  it('count only artists who work that weekday in that slot and are not off that day', () => {
    const saturdayMornings = artist({
      weekly: { ...defaultAvailability(ANY).weekly, sat: [MORNING], sun: [] },
    });
    expect(places([saturdayMornings], [], MORNING)).toBe(1);
    expect(places([saturdayMornings], [], AFTERNOON)).toBe(0);
    expect(places([saturdayMornings], [], MORNING, 'Bridal', SUN)).toBe(0);
    const away = artist({ daysOff: [{ from: '2026-12-04', to: SAT }] });
    expect(places([away], [], MORNING)).toBe(0);
    expect(places([away], [], MORNING, 'Bridal', SUN)).toBe(1);
  });

  it('need an artist who offers the variety (Bridal (Engagement) is the artists’ Engagement)', () => {
    const munjOnly = artist({}, ['Munj']);
    expect(places([munjOnly], [], MORNING, 'Bridal')).toBe(0);
    expect(places([munjOnly], [], MORNING, 'Munj')).toBe(1);
    const engagement = artist({}, ['Engagement']);
    expect(places([engagement], [], MORNING, 'Bridal (Engagement)')).toBe(1);
    expect(places([engagement], [], MORNING, 'Bridal')).toBe(0);
    // Without a variety, any artist counts.
    expect(places([munjOnly, engagement], [], MORNING, null)).toBe(2);
  });

  it('keep an unassigned booking’s artist for it: a Munj booking takes the one artist who does Munj', () => {
    const both = artist({}, ['Bridal', 'Munj']);
    const bridalOnly = artist({}, ['Bridal']);
    // The Munj booking must go to `both`, so one Bridal place is left, not two.
    expect(places([both, bridalOnly], [held(MORNING, null, 'Munj')], MORNING, 'Bridal')).toBe(1);
    expect(places([both, bridalOnly], [held(MORNING, null, 'Munj')], MORNING, 'Munj')).toBe(0);
  });

  it('with one job a day, a morning job fills the artist’s day, assigned or not', () => {
    const one = artist();
    expect(places([one], [held(MORNING, one.id)], AFTERNOON)).toBe(0);
    expect(places([one], [held(MORNING)], AFTERNOON)).toBe(0);
    expect(places([one], [held(MORNING)], ANY)).toBe(0);
  });

  it('with more jobs a day, an artist takes one job per slot', () => {
    const three = artist({ maxJobsPerDay: 3 });
    expect(places([three], [], MORNING)).toBe(1);
    expect(places([three], [held(MORNING, three.id)], MORNING)).toBe(0);
    expect(places([three], [held(MORNING, three.id)], AFTERNOON)).toBe(1);
    const two = artist({ maxJobsPerDay: 2 });
    expect(places([two], [held(MORNING, two.id), held(EVENING)], AFTERNOON)).toBe(0);
  });

  it('for Any Time are the day’s free artists, and an Any Time booking takes its artist’s day', () => {
    const three = artist({ maxJobsPerDay: 3 });
    const one = artist();
    expect(places([three, one], [], ANY)).toBe(2);
    // An artist with a job that day takes no Any Time booking (the console would refuse it as a clash).
    expect(places([three], [held(MORNING, three.id)], ANY)).toBe(0);
    // A confirmed Any Time job keeps its artist busy in every slot.
    expect(places([three], [held(ANY, three.id)], EVENING)).toBe(0);
    // An unassigned Any Time booking goes to the artist it costs least: `one`, leaving `three` whole.
    expect(places([three, one], [held(ANY)], MORNING)).toBe(1);
    expect(places([three, one], [held(ANY), held(MORNING)], AFTERNOON)).toBe(1);
    // Two Any Time bookings need both artists, so no fixed slot is left.
    expect(places([three, one], [held(ANY), held(ANY)], MORNING)).toBe(0);
  });

  it('an artist taking three jobs a day serves three slots, or one Any Time booking', () => {
    const three = artist({ maxJobsPerDay: 3 });
    expect(places([three], [held(MORNING), held(AFTERNOON)], EVENING)).toBe(1);
    expect(places([three], [held(ANY)], EVENING)).toBe(0);
    expect(places([three], [held(MORNING)], ANY)).toBe(0);
  });

  it('leave a day whose bookings already outnumber its artists no worse: a new booking only where one fits', () => {
    const munj = artist({}, ['Munj']);
    const bridal = artist({}, ['Bridal']);
    // Two Munj bookings for one Munj artist: one cannot be served, yet the Bridal artist is still free.
    const bookings = [held(MORNING, null, 'Munj'), held(MORNING, null, 'Munj')];
    expect(places([munj, bridal], bookings, MORNING, 'Bridal')).toBe(1);
    expect(places([munj, bridal], bookings, MORNING, 'Munj')).toBe(0);
  });

  it('count a multi-day booking on each of its days, and nothing on other days', () => {
    const one = artist();
    const twoDays = held(MORNING, null, 'Bridal', [SAT, SUN]);
    expect(places([one], [twoDays], MORNING, 'Bridal', SAT)).toBe(0);
    expect(places([one], [twoDays], MORNING, 'Bridal', SUN)).toBe(0);
    expect(places([one], [twoDays], MORNING, 'Bridal', '2026-12-07')).toBe(1);
  });

  it('treat a booking whose artist is no longer approved as one still to be matched', () => {
    const one = artist();
    expect(places([one], [held(MORNING, 'gone')], EVENING)).toBe(0);
  });

  it('find the best plan among many artists taking several jobs a day', () => {
    const artists = Array.from({ length: 8 }, (_, i) =>
      artist({ maxJobsPerDay: 3 }, i % 2 === 0 ? ['Bridal'] : ['Munj']),
    );
    const bookings = [
      held(ANY),
      held(ANY),
      held(ANY, null, 'Munj'),
      held(MORNING),
      held(MORNING, null, 'Munj'),
      held(AFTERNOON),
    ];
    // Bridal: 4 artists; two take the Any Time bookings, two are left for fixed slots: morning holds one.
    expect(places(artists, bookings, MORNING)).toBe(1);
    expect(places(artists, bookings, EVENING)).toBe(2);
    expect(places(artists, bookings, ANY)).toBe(1);
  });
});

// Every way of giving the bookings to artists, tried one by one: the places must be what the best of them
// leaves, on small random days.
describe('places against every plan of a small day', () => {
  const VARIETIES = ['Bridal', 'Munj'];
  const SLOTS = [MORNING, AFTERNOON, EVENING, ANY] as string[];

  function random(seed: number) {
    let state = seed;
    return (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
  }

  /** The most held bookings servable, then the most wanted ones beside them, by trying every plan. */
  function bruteForce(artists: WorkingArtist[], bookings: HeldBooking[], slot: string, variety: string) {
    const jobs = artists.map(() => ({ slots: new Set<string>(), any: false, count: 0 }));
    const fits = (index: number, booking: { slot: string; variety: string; artistId: string | null }) => {
      const a = artists[index]!;
      const mine = jobs[index]!;
      const works = a.availability.weekly.sat;
      const offers = a.varieties.includes(
        booking.variety === 'Bridal (Engagement)' ? 'Engagement' : booking.variety,
      );
      if (!offers || mine.any || mine.count >= a.availability.maxJobsPerDay) return null;
      if (booking.slot === ANY) return mine.count === 0 && works.length > 0 ? 'any' : null;
      return works.includes(booking.slot as never) && !mine.slots.has(booking.slot) ? booking.slot : null;
    };
    // Assigned bookings are placed first, as they are.
    for (const booking of bookings.filter((b) => b.artistId)) {
      const index = artists.findIndex((a) => a.id === booking.artistId);
      jobs[index]!.count += 1;
      if (booking.slot === ANY) jobs[index]!.any = true;
      else jobs[index]!.slots.add(booking.slot);
    }
    const open = bookings.filter((b) => !b.artistId);
    const most = (list: { slot: string; variety: string; artistId: null }[], from = 0): number => {
      if (from === list.length) return 0;
      let best = most(list, from + 1);
      for (let index = 0; index < artists.length; index++) {
        const taken = fits(index, list[from]!);
        if (!taken) continue;
        const mine = jobs[index]!;
        mine.count += 1;
        if (taken === 'any') mine.any = true;
        else mine.slots.add(taken);
        best = Math.max(best, 1 + most(list, from + 1));
        mine.count -= 1;
        if (taken === 'any') mine.any = false;
        else mine.slots.delete(taken);
      }
      return best;
    };
    const heldOnly = open.map((b) => ({ slot: b.slot, variety: b.variety, artistId: null }));
    const servedHeld = most(heldOnly);
    let wanted = 0;
    for (;;) {
      const more = [
        ...heldOnly,
        ...Array.from({ length: wanted + 1 }, () => ({ slot, variety, artistId: null })),
      ];
      if (most(more) < servedHeld + wanted + 1) return wanted;
      wanted += 1;
    }
  }

  it('agrees with trying every plan on 300 random days', () => {
    const pick = random(7);
    for (let round = 0; round < 300; round++) {
      const artists = Array.from({ length: 1 + pick(3) }, () =>
        artist(
          {
            maxJobsPerDay: 1 + pick(3),
            weekly: {
              ...defaultAvailability(ANY).weekly,
              sat: [MORNING, AFTERNOON, EVENING].filter(() => pick(3) > 0) as never,
            },
          },
          VARIETIES.filter(() => pick(2) === 0).concat(pick(2) ? [] : ['Bridal']),
        ),
      );
      const bookings = Array.from({ length: pick(5) }, () =>
        held(SLOTS[pick(4)]!, null, VARIETIES[pick(2)]!),
      );
      // Some bookings are already with an artist who could take them.
      for (const booking of bookings) {
        const a = artists[pick(artists.length)]!;
        if (pick(3) > 0) continue;
        const mine = bookings.filter((b) => b.artistId === a.id);
        if (placesOn(SAT, [a], mine, { slot: booking.slot, variety: booking.variety }) > 0)
          booking.artistId = a.id;
      }
      const slot = SLOTS[pick(4)]!;
      const variety = VARIETIES[pick(2)]!;
      expect(
        places(artists, bookings, slot, variety),
        JSON.stringify({ round, artists, bookings, slot, variety }),
      ).toBe(bruteForce(artists, bookings, slot, variety));
    }
  });
});
