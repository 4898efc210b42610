import { describe, expect, it } from 'vitest';
import type { CustomerBooking, OfferStats } from '@mehendi/shared';
import en from '../../../i18n/locales/en/admin.json';
import hi from '../../../i18n/locales/hi/admin.json';
import { translate, type Messages } from '../../../i18n/translate';
import type { TFunction } from '../../../i18n';
import {
  confirmedThroughOffer,
  fairnessFacts,
  freeText,
  matchingStateText,
  needsOwnerReason,
  offerOutcome,
  offerStatsText,
  suitabilityFacts,
  whyLabel,
  type Candidate,
  type MadeOffer,
} from './matching-text';

const files: Record<string, Messages> = { en, hi };
const tIn =
  (language: string): TFunction =>
  (key, options) =>
    translate((lang, ns) => (ns === 'admin' ? files[lang] : undefined), language, 'admin', key, options);
const t = tIn('en');

// 15:10 UTC is 20:40 in India.
const EXPIRES = '2026-11-28T15:10:00.000Z';

const candidate = (over: Partial<Candidate> = {}): Candidate => ({
  artistId: 'a1',
  fullName: 'Asha Patil',
  free: true,
  notFree: null,
  preferred: false,
  offersVariety: true,
  distance: 0,
  rating: null,
  monthJobs: 2,
  counted: 2.5,
  share: 3.25,
  weight: 1,
  calibration: 0.5,
  lastOfferedAt: null,
  openOffers: 0,
  autoAccept: false,
  skipped: null,
  ...over,
});

const booking = (over: Partial<CustomerBooking>): CustomerBooking =>
  ({ artist: null, history: [], assignment: null, ...over }) as CustomerBooking;

describe("the console's words for offers to artists", () => {
  it('words each reason the owner is asked', () => {
    expect(needsOwnerReason(t, 'rounds')).toBe('No artist took it after 3 offers');
    expect(needsOwnerReason(t, 'too_close')).toBe('The visit is less than 6 hours away');
    expect(needsOwnerReason(t, 'no_candidate')).toBe('No free artist');
    expect(needsOwnerReason(tIn('hi'), 'rounds')).toBe('3 बार पूछने पर भी किसी कलाकार ने नहीं लिया');
  });

  it("says a booking's matching state in one line, times in India", () => {
    const offering = {
      state: 'offering',
      artistId: 'a1',
      offerExpiresAt: EXPIRES,
      round: 1,
      reason: null,
    } as const;
    expect(matchingStateText(t, offering, 'Asha Patil', 'en')).toBe(
      'Offered to Asha Patil until 28 Nov 2026, 8:40 pm',
    );
    expect(matchingStateText(t, offering, undefined, 'en')).toBe(
      'Offered to an artist until 28 Nov 2026, 8:40 pm',
    );
    const needs = {
      state: 'needs_owner',
      artistId: null,
      offerExpiresAt: null,
      round: 3,
      reason: 'too_close',
    } as const;
    expect(matchingStateText(t, needs, undefined, 'en')).toBe(
      'Needs you: The visit is less than 6 hours away',
    );
    expect(matchingStateText(t, null, 'Asha', 'en')).toBeNull();
  });

  it('names the artist in "Why …?" only when offered, or confirmed by taking an offer', () => {
    const offering = {
      state: 'offering',
      artistId: 'a1',
      offerExpiresAt: EXPIRES,
      round: 1,
      reason: null,
    } as const;
    expect(whyLabel(t, booking({ assignment: offering }), 'Asha Patil')).toBe('Why Asha Patil?');
    const artist = { _id: 'a1', fullName: 'Asha Patil', whatsappNumber: '9800000000' };
    const step = { at: EXPIRES, by: 'artist', from: 'new', to: 'confirmed', artistId: 'a1' } as const;
    const byOffer = booking({
      artist,
      history: [{ ...step, note: 'accepted the offer', offer: 'accepted' as const }],
    });
    expect(confirmedThroughOffer(byOffer)).toBe('Asha Patil');
    expect(whyLabel(t, byOffer, undefined)).toBe('Why Asha Patil?');
    const byOwner = booking({ artist, history: [{ ...step, by: 'admin' }] });
    expect(whyLabel(t, byOwner, undefined)).toBe('Who would be offered?');
    expect(whyLabel(t, booking({}), undefined)).toBe('Who would be offered?');
  });

  it("lists a candidate's facts: free or why not, wish, variety, distance, rating, fairness", () => {
    expect(freeText(t, candidate())).toBe('Free');
    expect(freeText(t, candidate({ free: false, notFree: 'clash' }))).toBe('Another job at that time');
    expect(
      suitabilityFacts(
        t,
        candidate({ preferred: true, distance: 1, rating: { average: 4.25, count: 3 } }),
        'en',
      ),
    ).toEqual(['Asked for by the customer', 'Does this variety', 'Nearby', '★ 4.3 from 3 reviews']);
    expect(suitabilityFacts(t, candidate({ offersVariety: false, distance: 2 }), 'en')).toEqual([
      'Does not list this variety',
      'Further',
      'No reviews yet',
    ]);
    expect(fairnessFacts(t, candidate(), 'en')).toEqual([
      '2 jobs this month',
      '+0.5 calibration',
      '2.5 counted',
      'fair share 3.3',
      'weight 1',
    ]);
    expect(fairnessFacts(t, candidate({ monthJobs: 1, calibration: 0 }), 'en')[0]).toBe('1 job this month');
  });

  it('says how an offer ended, with the reason and note of a decline', () => {
    const offer: MadeOffer = {
      artistId: 'a1',
      fullName: 'Asha Patil',
      round: 1,
      offeredAt: EXPIRES,
      expiresAt: EXPIRES,
      state: 'declined',
      answeredAt: EXPIRES,
      reason: 'other',
      note: 'Family function',
    };
    expect(offerOutcome(t, offer)).toBe('Declined: other reason (“Family function”)');
    expect(offerOutcome(t, { ...offer, reason: 'busy', note: null })).toBe('Declined: busy');
    expect(offerOutcome(t, { ...offer, state: 'expired', reason: null })).toBe('No answer in time');
  });

  it("shows an artist's month of offers without ranking them", () => {
    const stats: OfferStats = { offered: 4, accepted: 2, declined: 1, expired: 1, responseRate: 0.75 };
    expect(offerStatsText(t, stats, 'en')).toBe(
      '4 offered · 2 accepted · 1 declined · 1 expired · 75% answered',
    );
    expect(offerStatsText(t, { ...stats, offered: 0, responseRate: null }, 'en')).toBe(
      'No offers this month',
    );
  });
});
