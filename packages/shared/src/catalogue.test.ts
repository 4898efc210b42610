import { describe, it, expect } from 'vitest';
import {
  ARTIST_VARIETIES,
  BOOKING_VARIETIES,
  DEFAULT_LANGUAGE,
  isOneOf,
  isPriceRangeOf,
  LANGUAGES,
  normaliseLanguage,
  PRICE_RANGES_BY_VARIETY,
  priceRangesFor,
  SIDERS_LENGTHS,
  SIDERS_PRICES,
  TIME_SLOTS,
} from './catalogue';

describe('languages', () => {
  it('supports en, mr, kn and hi with English as the default', () => {
    expect(LANGUAGES).toEqual(['en', 'mr', 'kn', 'hi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('maps the legacy Hindi code hn to hi', () => {
    expect(normaliseLanguage('hn')).toBe('hi');
  });

  it('keeps supported codes and reduces browser tags to their language', () => {
    expect(normaliseLanguage('mr')).toBe('mr');
    expect(normaliseLanguage('kn')).toBe('kn');
    expect(normaliseLanguage('hi-IN')).toBe('hi');
    expect(normaliseLanguage(' KN ')).toBe('kn');
  });

  it('falls back to English for unknown, empty or missing codes', () => {
    for (const code of ['fr', 'xx-YY', '', null, undefined, 'constructor', '__proto__']) {
      expect(normaliseLanguage(code)).toBe('en');
    }
  });
});

describe('varieties and price ranges', () => {
  it('offers the documented booking and artist varieties', () => {
    expect(BOOKING_VARIETIES).toEqual([
      'Bridal',
      'Bridal (Engagement)',
      'Munj',
      'Baby Shower',
      'Karwachauth',
    ]);
    expect(ARTIST_VARIETIES).toEqual([
      'Bridal',
      'Engagement',
      'Karwachauth',
      'Munj',
      'Baby Shower',
      'Siders',
    ]);
  });

  it('lists the price ranges of each variety', () => {
    expect(PRICE_RANGES_BY_VARIETY).toEqual({
      Bridal: ['2000-3000', '3000-4000', '4000-5000'],
      'Bridal (Engagement)': ['800-1500', '1600-2200', '2500-3000', '3100-4000'],
      Munj: ['800-1500', '1600-2500', '2600-3500'],
      'Baby Shower': ['800-1500', '1600-2500', '2600-3500'],
      Karwachauth: ['800-1500', '1600-2500', '2600-3500'],
    });
    expect(priceRangesFor('Bridal')).toEqual(['2000-3000', '3000-4000', '4000-5000']);
  });

  it('gives no price ranges for an unknown variety, including object property names', () => {
    expect(priceRangesFor('Engagement')).toEqual([]);
    expect(priceRangesFor('')).toEqual([]);
    expect(priceRangesFor('constructor')).toEqual([]);
  });

  it('tells whether a range belongs to a variety', () => {
    expect(isPriceRangeOf('Bridal (Engagement)', '1600-2200')).toBe(true);
    expect(isPriceRangeOf('Munj', '1600-2200')).toBe(false);
    expect(isPriceRangeOf('Bridal', '800-1500')).toBe(false);
    expect(isPriceRangeOf('Unknown', '800-1500')).toBe(false);
  });
});

describe('other constants', () => {
  it('has the four time slots word for word', () => {
    expect(TIME_SLOTS).toEqual([
      'Morning to Afternoon (11:00 AM to 4:00 PM)',
      'Afternoon to Evening (4:00 PM to 9:00 PM)',
      'Late Evening (9:00 PM onwards)',
      'Any Time From Morning Till Night',
    ]);
  });

  it('prices siders per arm length', () => {
    expect(SIDERS_PRICES.arabic).toEqual({ palm: 70, wrist: 90, threeQuarter: 120, full: 150 });
    expect(SIDERS_PRICES.indian).toEqual({ palm: 100, wrist: 120, threeQuarter: 160, full: 220 });
    expect(Object.keys(SIDERS_PRICES.arabic)).toEqual([...SIDERS_LENGTHS]);
  });

  it('narrows values to tuple members', () => {
    expect(isOneOf(TIME_SLOTS, 'Late Evening (9:00 PM onwards)')).toBe(true);
    expect(isOneOf(TIME_SLOTS, 'late evening')).toBe(false);
    expect(isOneOf(TIME_SLOTS, 42)).toBe(false);
  });
});
