import { describe, expect, it } from 'vitest';
import { estimateBooking, MESSAGES, noPlaceMessage, teamShortMessage } from '@mehendi/shared';
import { writeJson } from '../../lib/storage';
import {
  EMPTY_DRAFT,
  keepFullDate,
  readBookingDraft,
  readFullDate,
  validateBooking,
  type BookingDraft,
} from './booking-draft';

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

// The browser's localStorage, for the draft and full-date helpers.
function useFakeStorage(): void {
  const store = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  } as Storage;
}

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

  it('takes a team’s guests and brides (issue 47), refusing only what the shared schema refuses', () => {
    expect(validateBooking({ ...valid, guestCount: 120, brides: 1 }, today)).toEqual({});
    expect(validateBooking({ ...valid, guestCount: 300, brides: 0 }, today)).toEqual({});
    expect(validateBooking({ ...valid, guestCount: 301 }, today)).toEqual({
      guestCount: MESSAGES.invalidGuestCount,
    });
  });

  it('prices the range once per bride in the form’s estimate (one bride: as before)', () => {
    expect(estimateBooking({ ...valid, brides: 1 })).toMatchObject({ min: 2000, max: 3000 });
    expect(estimateBooking({ ...valid, brides: 2, guestCount: 10 })).toMatchObject({
      min: 2 * 2000 + 10 * 300,
      max: 2 * 3000 + 10 * 500,
    });
  });

  it('keeps a team-short date while the form still needs more artists than were free there', () => {
    const message = teamShortMessage('2026-03-14', valid.selectedTime, 4, 7);
    useFakeStorage();
    keepFullDate(message, valid);
    const full = readFullDate();
    expect(full).toEqual({
      message,
      day: '2026-03-14',
      slot: valid.selectedTime,
      variety: 'Bridal',
      free: 4,
    });
    expect(validateBooking(valid, today, full, 7)).toEqual({ selectedDates: message });
    // Fewer guests: four artists can do it, so the date is asked again.
    expect(validateBooking(valid, today, full, 4)).toEqual({});
  });

  it('reads a draft kept before team bookings as one bride, and clamps the guests to 300', () => {
    useFakeStorage();
    const { brides: _brides, ...old } = valid;
    writeJson('bookingFormDraft', { ...old, guestCount: 120 });
    expect(readBookingDraft('bookingFormDraft')).toMatchObject({ brides: 1, guestCount: 120 });
    writeJson('bookingFormDraft', { ...valid, brides: 0, guestCount: 900 });
    expect(readBookingDraft('bookingFormDraft')).toMatchObject({ brides: 0, guestCount: 300 });
  });
});
