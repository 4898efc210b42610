import { describe, expect, it } from 'vitest';
import type { BookingAdvance, MyBooking } from '@mehendi/shared';
import en from '../../../i18n/locales/en/records.json';
import hi from '../../../i18n/locales/hi/records.json';
import { translate, type Messages } from '../../../i18n/translate';
import type { TFunction } from '../../../i18n';
import { cancelMoneyText } from './cancel-money';

const files: Record<string, Messages> = { en, hi };
const tIn =
  (language: string): TFunction =>
  (key, options) =>
    translate((lang, ns) => (ns === 'records' ? files[lang] : undefined), language, 'records', key, options);

const advance = (status: BookingAdvance['status']): BookingAdvance => ({
  amount: 750,
  status,
  utr: status === 'due' ? null : '512345678901',
  upiLink: status === 'due' ? 'upi://pay?pa=x' : null,
  claimedAt: null,
  receivedAt: null,
  note: null,
  refundUtr: null,
  refundHours: 48,
});
// A visit on 20 Dec, 11 am in India (05:30 UTC).
const booking = (status: BookingAdvance['status'] | null) =>
  ({
    selectedDates: ['2026-12-20T00:00:00.000Z'],
    selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
    advance: status ? advance(status) : null,
  }) as unknown as MyBooking;

describe('cancelMoneyText', () => {
  const early = new Date('2026-12-10T05:30:00.000Z');
  const late = new Date('2026-12-19T05:30:00.000Z');

  it('says a paid advance is refunded before the policy’s hours and kept after', () => {
    expect(cancelMoneyText(tIn('en'), booking('received'), early)).toBe(
      'Your advance of ₹750 will be refunded in full.',
    );
    expect(cancelMoneyText(tIn('en'), booking('claimed'), late)).toBe(
      'Your advance of ₹750 will be kept: your visit is less than 48 hours away.',
    );
    expect(cancelMoneyText(tIn('hi'), booking('received'), early)).toBe(
      'आपका ₹750 का एडवांस पूरा वापस किया जाएगा।',
    );
  });

  it('says an unpaid advance costs nothing, and nothing without an advance', () => {
    expect(cancelMoneyText(tIn('en'), booking('due'), late)).toBe(
      'No advance has been paid, so cancelling costs nothing.',
    );
    expect(cancelMoneyText(tIn('en'), booking(null), late)).toBeNull();
  });
});
