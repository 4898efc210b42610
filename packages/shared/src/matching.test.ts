import { describe, expect, it } from 'vitest';
import { artistOfferExpiry, indiaMonth } from './matching';

/** An India-time instant. */
const ist = (text: string) => new Date(`${text}+05:30`);
const far = ist('2026-12-20T16:00:00');

describe("an artist's offer time", () => {
  it('is ARTIST_OFFER_MINUTES in the day', () => {
    expect(artistOfferExpiry(ist('2026-12-01T10:00:00'), far, 30)).toEqual(ist('2026-12-01T10:30:00'));
  });

  it('stops during the quiet hours: made at 20:50, it expires at 08:20', () => {
    expect(artistOfferExpiry(ist('2026-12-01T20:50:00'), far, 30)).toEqual(ist('2026-12-02T08:20:00'));
    // Made at night, it starts at 08:00.
    expect(artistOfferExpiry(ist('2026-12-01T23:10:00'), far, 30)).toEqual(ist('2026-12-02T08:30:00'));
    expect(artistOfferExpiry(ist('2026-12-02T03:00:00'), far, 30)).toEqual(ist('2026-12-02T08:30:00'));
  });

  it('is a tenth of the time left to the visit when that is shorter, never under 5 minutes', () => {
    const now = ist('2026-12-01T10:00:00');
    // 2 hours to the visit: 12 minutes.
    expect(artistOfferExpiry(now, ist('2026-12-01T12:00:00'), 30)).toEqual(ist('2026-12-01T10:12:00'));
    // 20 minutes to the visit: still 5.
    expect(artistOfferExpiry(now, ist('2026-12-01T10:20:00'), 30)).toEqual(ist('2026-12-01T10:05:00'));
  });
});

describe('the India-time month', () => {
  it('starts at midnight India time, which is the evening before in UTC', () => {
    expect(indiaMonth(ist('2026-12-01T00:10:00'))).toEqual({
      from: ist('2026-12-01T00:00:00'),
      to: ist('2027-01-01T00:00:00'),
    });
    expect(indiaMonth(new Date('2026-11-30T19:00:00Z')).from).toEqual(ist('2026-12-01T00:00:00'));
  });
});
