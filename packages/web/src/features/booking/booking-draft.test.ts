import { describe, expect, it } from 'vitest';
import { MESSAGES, noPlaceMessage } from '@mehendi/shared';
import { EMPTY_DRAFT, validateBooking, type BookingDraft } from './booking-draft';

const today = new Date(2026, 2, 10);
const valid: BookingDraft = {
  ...EMPTY_DRAFT,
  fullName: 'Asha Patil',
  contactNumber: '9876543210',
  selectedDates: ['2026-03-14'],
  selectedTime: 'Late Evening (9:00 PM onwards)',
  mehendiVariety: 'Bridal',
  priceRange: '2000-3000',
  selectedDesigns: ['/uploads/designs/a.webp'],
  venueAddress: '12 Tilak Road, Sadashiv Peth',
  venuePincode: '411030',
};

describe('validateBooking', () => {
  it('accepts a complete booking', () => {
    expect(validateBooking(valid, today)).toEqual({});
  });

  it('reports every validation message of an empty form under its field, the venue included', () => {
    expect(validateBooking(EMPTY_DRAFT, today)).toEqual({
      venueAddress: MESSAGES.invalidVenueAddress,
      venuePincode: MESSAGES.invalidPincode,
      fullName: MESSAGES.invalidFullName,
      contactNumber: MESSAGES.invalidContactNumber,
      selectedDates: MESSAGES.atLeastOneDate,
      selectedTime: MESSAGES.selectTimeRange,
      mehendiVariety: MESSAGES.selectVariety,
      priceRange: MESSAGES.selectPriceRange,
      selectedDesigns: MESSAGES.atLeastOneDesign,
    });
  });

  it('asks for the siders type, length and a siders design only when siders are included', () => {
    expect(validateBooking({ ...valid, includeSiders: true }, today)).toEqual({
      sidersType: MESSAGES.selectSidersType,
      sidersLength: MESSAGES.selectSidersLength,
      sidersDesigns: MESSAGES.atLeastOneSidersDesign,
    });
    expect(validateBooking({ ...valid, includeSiders: false, sidersType: 'arabic' }, today)).toEqual({});
  });

  it('refuses a price range of another variety and a date in the past', () => {
    expect(validateBooking({ ...valid, priceRange: '800-1500' }, today)).toEqual({
      priceRange: MESSAGES.selectPriceRange,
    });
    expect(validateBooking({ ...valid, selectedDates: ['2026-03-09', '2026-03-14'] }, today)).toEqual({
      selectedDates: MESSAGES.pastDate,
    });
    expect(validateBooking({ ...valid, selectedDates: ['2027-06-01'] }, today)).toEqual({
      selectedDates: MESSAGES.tooFarAhead,
    });
  });

  it('says a date the server found full while the booking still asks for it in that slot and variety', () => {
    const message = noPlaceMessage('2026-03-14', valid.selectedTime);
    const full = { message, day: '2026-03-14', slot: valid.selectedTime, variety: 'Bridal' };
    expect(validateBooking(valid, today, full)).toEqual({ selectedDates: message });
    expect(validateBooking({ ...valid, selectedDates: ['2026-03-15'] }, today, full)).toEqual({});
    expect(
      validateBooking({ ...valid, selectedTime: 'Any Time From Morning Till Night' }, today, full),
    ).toEqual({});
  });
});
