import { describe, expect, it } from 'vitest';
import { SIDERS_LENGTHS, SIDERS_PRICES, SIDERS_TYPES } from './catalogue';
import { estimateBooking, estimateDay, GUEST_RATE, MAX_GUESTS, parsePriceRange } from './estimate';

describe('estimateDay', () => {
  it('is the chosen price range alone with no guests and no siders', () => {
    expect(estimateDay({ priceRange: '2000-3000' })).toEqual({ min: 2000, max: 3000 });
    expect(
      estimateDay({ priceRange: '800-1500', guestCount: 0, includeSiders: false, sidersType: null }),
    ).toEqual({ min: 800, max: 1500 });
  });

  it('is null until a price range is chosen', () => {
    expect(estimateDay({ priceRange: '' })).toBeNull();
    expect(estimateDay({ priceRange: 'cheap', guestCount: 3 })).toBeNull();
  });

  it('adds the guest rate per guest', () => {
    expect(estimateDay({ priceRange: '2000-3000', guestCount: 3 })).toEqual({
      min: 2000 + 3 * GUEST_RATE.min,
      max: 3000 + 3 * GUEST_RATE.max,
    });
    expect(GUEST_RATE).toEqual({ min: 300, max: 500 });
  });

  it("takes 300 guests, the most a booking (a team's) may have, and no more", () => {
    expect(MAX_GUESTS).toBe(300);
    expect(estimateDay({ priceRange: '4000-5000', guestCount: 300 })).toEqual({
      min: 4000 + 300 * 300,
      max: 5000 + 300 * 500,
    });
    expect(estimateDay({ priceRange: '4000-5000', guestCount: 400 })).toEqual(
      estimateDay({ priceRange: '4000-5000', guestCount: 300 }),
    );
  });

  it('prices the range per bride: none, one (as before teams) or three', () => {
    expect(estimateDay({ priceRange: '4000-5000', guestCount: 20, brides: 0 })).toEqual({
      min: 20 * 300,
      max: 20 * 500,
    });
    expect(estimateDay({ priceRange: '4000-5000', guestCount: 20, brides: 1 })).toEqual(
      estimateDay({ priceRange: '4000-5000', guestCount: 20 }),
    );
    expect(estimateDay({ priceRange: '4000-5000', guestCount: 20, brides: 3 })).toEqual({
      min: 3 * 4000 + 20 * 300,
      max: 3 * 5000 + 20 * 500,
    });
  });

  describe.each(SIDERS_TYPES)('%s siders', (sidersType) => {
    it.each(SIDERS_LENGTHS)('at %s length add that price for both arms', (sidersLength) => {
      const both = SIDERS_PRICES[sidersType][sidersLength] * 2;
      expect(estimateDay({ priceRange: '1600-2500', includeSiders: true, sidersType, sidersLength })).toEqual(
        { min: 1600 + both, max: 2500 + both },
      );
    });
  });

  it('gives the issue example: 3 guests and Indian siders at three-quarter length', () => {
    expect(
      estimateDay({
        priceRange: '2000-3000',
        guestCount: 3,
        includeSiders: true,
        sidersType: 'indian',
        sidersLength: 'threeQuarter',
      }),
    ).toEqual({ min: 2000 + 900 + 320, max: 3000 + 1500 + 320 });
  });

  it('leaves siders out until they are included with a type and a length', () => {
    const base = { priceRange: '2000-3000' };
    expect(
      estimateDay({ ...base, includeSiders: false, sidersType: 'indian', sidersLength: 'full' }),
    ).toEqual({ min: 2000, max: 3000 });
    expect(estimateDay({ ...base, includeSiders: true, sidersType: 'indian', sidersLength: null })).toEqual({
      min: 2000,
      max: 3000,
    });
    expect(estimateDay({ ...base, includeSiders: true, sidersType: null, sidersLength: 'full' })).toEqual({
      min: 2000,
      max: 3000,
    });
  });
});

describe('parsePriceRange', () => {
  it('reads the catalogue spelling', () => {
    expect(parsePriceRange('3100-4000')).toEqual({ min: 3100, max: 4000 });
  });
  it.each(['', '2000', '3000-2000', '2000 - 3000x', '₹2000-3000'])('refuses %j', (range) => {
    expect(parsePriceRange(range)).toBeNull();
  });
});

describe('estimateBooking', () => {
  const day = { priceRange: '2000-3000', guestCount: 2 };

  it("is a day's estimate times the booked days, with the day's figure beside it", () => {
    const one = estimateBooking({ ...day, selectedDates: ['2026-12-12T00:00:00.000Z'] });
    const two = estimateBooking({
      ...day,
      selectedDates: ['2026-12-12T00:00:00.000Z', '2026-12-13T00:00:00.000Z'],
    });
    expect(one).toEqual({ min: 2600, max: 4000, days: 1, perDay: { min: 2600, max: 4000 } });
    expect(two).toEqual({ min: 5200, max: 8000, days: 2, perDay: { min: 2600, max: 4000 } });
    expect(two!.min).toBe(2 * one!.min);
  });

  it('counts a day given twice once, and no day yet as one', () => {
    expect(estimateBooking({ ...day, selectedDates: ['2026-12-12', '2026-12-12T00:00:00.000Z'] })?.days).toBe(
      1,
    );
    expect(estimateBooking(day)).toMatchObject({ min: 2600, max: 4000, days: 1 });
    expect(estimateBooking({ priceRange: '', selectedDates: ['2026-12-12'] })).toBeNull();
  });
});
