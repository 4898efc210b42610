import { describe, expect, it } from 'vitest';
import type { CustomerBooking } from '@mehendi/shared';
import { isBookingSummary, summarise } from './booking-summary';

const stored = {
  _id: '9018dc85-0000-4000-8000-000000000000',
  selectedDates: ['2026-12-19T00:00:00.000Z'],
  selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)',
  mehendiVariety: 'Bridal',
  priceRange: '2000-3000',
  estimate: null,
  venueAddress: '5 Lane, Bajirao Road',
  venuePincode: '411030',
  status: 'new',
  artist: null,
  assignment: null,
} as unknown as CustomerBooking;

describe('the thank-you page summary of a stored booking', () => {
  it('names the artist by first name when the booking was confirmed at once', () => {
    const confirmed = summarise({
      ...stored,
      status: 'confirmed',
      artist: { _id: 'a1', fullName: 'Asha Patil', whatsappNumber: '9800000000' },
    });
    expect(confirmed).toMatchObject({ confirmedWith: 'Asha', findingArtist: false });
    expect(isBookingSummary(confirmed)).toBe(true);
  });

  it('says an artist is being found while the booking is offered', () => {
    const offering = summarise({
      ...stored,
      assignment: { state: 'offering', artistId: 'a1', offerExpiresAt: null, round: 1, reason: null },
    });
    expect(offering).toMatchObject({ confirmedWith: null, findingArtist: true });
    expect(isBookingSummary({ ...offering, findingArtist: 'yes' })).toBe(false);
  });
});
