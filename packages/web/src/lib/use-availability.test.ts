import { describe, expect, it } from 'vitest';
import { dayStanding, TIME_SLOTS, type AvailabilityAnswer } from '@mehendi/shared';
import { countedPlaces, teamShortOn } from './use-availability';

const AFTERNOON = TIME_SLOTS[1];
// Seven artists work each day; `free` of them are free in the afternoon, as GET /api/availability answers
// for a team of `team`.
const answer = (free: Record<string, number>, team = 1): AvailabilityAnswer => ({
  requestsOnly: false,
  days: Object.entries(free).map(([date, places]) => ({
    date,
    slots: TIME_SLOTS.map((slot) => ({
      slot,
      places: slot === AFTERNOON ? places : 7,
      usual: 7,
      standing: dayStanding(slot === AFTERNOON ? places : 7, 7, team),
    })),
  })),
});

describe('the calendar’s places for a team (issue 47)', () => {
  const free = { '2027-02-13': 4, '2027-02-14': 7, '2027-02-15': 0 };

  it('says "k of N" only for a day with some artists free but fewer than the team', () => {
    const places = countedPlaces([answer(free, 7)], AFTERNOON);
    expect(teamShortOn(places, '2027-02-13', 7)).toBe(4);
    expect(places.standing('2027-02-13')).toBe('full');
    expect(teamShortOn(places, '2027-02-14', 7)).toBeNull();
    expect(places.standing('2027-02-14')).toBe('few');
    // None free: full as ever, no "0 of 7".
    expect(teamShortOn(places, '2027-02-15', 7)).toBeNull();
    // One artist's booking: no team, nothing said.
    expect(teamShortOn(countedPlaces([answer(free)], AFTERNOON), '2027-02-13', 1)).toBeNull();
  });

  it('judges an answer asked for another team size by the server’s rule until the new one comes', () => {
    const asOne = countedPlaces([answer(free)], AFTERNOON, 7);
    expect(asOne.standing('2027-02-13')).toBe('full');
    expect(asOne.standing('2027-02-14')).toBe('few');
    expect(countedPlaces([answer(free)], AFTERNOON).standing('2027-02-13')).toBe('open');
  });

  it('counts a day the answer did not list as open, and a slot it did not list as full', () => {
    const places = countedPlaces([answer(free, 7)], AFTERNOON);
    expect(places.standing('2027-03-01')).toBe('open');
    expect(places.free('2027-03-01')).toBeUndefined();
    const noSlots: AvailabilityAnswer = { requestsOnly: false, days: [{ date: '2027-02-13', slots: [] }] };
    expect(countedPlaces([noSlots], AFTERNOON).standing('2027-02-13')).toBe('full');
  });
});
