import { describe, expect, it } from 'vitest';
import {
  advanceAmount,
  advanceCheckSchema,
  refundsAdvance,
  rupeesInWords,
  upiPayLink,
  utrSchema,
  VPA_PATTERN,
} from './upi';

describe('advanceAmount', () => {
  const rule = { percent: 25, minRupees: 500 };
  it('is the percentage of the estimate minimum, rounded up to ₹50', () => {
    expect(advanceAmount(rule, 3000)).toBe(750);
    expect(advanceAmount(rule, 3820)).toBe(1000); // 955 → 1000
    expect(advanceAmount(rule, 4010)).toBe(1050); // 1002.5 → 1050
  });
  it('is at least the minimum, and the minimum without an estimate', () => {
    expect(advanceAmount(rule, 800)).toBe(500);
    expect(advanceAmount(rule, null)).toBe(500);
    expect(advanceAmount({ percent: 25, minRupees: 520 }, 800)).toBe(550);
  });
});

describe('upiPayLink', () => {
  it('encodes every value and cuts the note to 50 characters', () => {
    const link = upiPayLink({ vpa: 'a.b@ybl', name: 'Rani & Sons' }, 1200, 'ZZ99ZZ99', 'n'.repeat(60));
    expect(link).toBe(
      `upi://pay?pa=a.b%40ybl&pn=Rani%20%26%20Sons&am=1200.00&cu=INR&tn=${'n'.repeat(50)}&tr=ZZ99ZZ99`,
    );
  });
});

describe('refundsAdvance', () => {
  const start = new Date('2026-12-10T05:30:00.000Z');
  it('refunds at 48 hours or more before the first slot, not later', () => {
    expect(refundsAdvance(start, new Date(start.getTime() - 49 * 3600_000), 48)).toBe(true);
    expect(refundsAdvance(start, new Date(start.getTime() - 48 * 3600_000), 48)).toBe(true);
    expect(refundsAdvance(start, new Date(start.getTime() - 47 * 3600_000), 48)).toBe(false);
  });
});

describe('UTR and VPA formats', () => {
  it('takes 12 digits only', () => {
    expect(utrSchema.safeParse('123456789012').success).toBe(true);
    expect(utrSchema.safeParse('12345678901').success).toBe(false);
    expect(utrSchema.safeParse('12345678901a').success).toBe(false);
  });
  it('needs the refund UTR for a refund', () => {
    expect(advanceCheckSchema.safeParse({ status: 'refunded' }).success).toBe(false);
    expect(advanceCheckSchema.safeParse({ status: 'refunded', utr: '123456789012' }).success).toBe(true);
  });
  it('knows a UPI ID', () => {
    expect(VPA_PATTERN.test('mehendimarket@okaxis')).toBe(true);
    expect(VPA_PATTERN.test('mehendimarket')).toBe(false);
    expect(VPA_PATTERN.test('a b@x')).toBe(false);
  });
});

describe('rupeesInWords', () => {
  it('writes Indian numbering in four languages', () => {
    expect(rupeesInWords(750, 'en')).toBe('Rupees seven hundred fifty only');
    expect(rupeesInWords(750, 'hi')).toBe('सात सौ पचास रुपये मात्र');
    expect(rupeesInWords(750, 'mr')).toBe('सातशे पन्नास रुपये फक्त');
    expect(rupeesInWords(750, 'kn')).toBe('ಏಳುನೂರ ಐವತ್ತು ರೂಪಾಯಿಗಳು ಮಾತ್ರ');
  });
  it('uses lakh and crore', () => {
    expect(rupeesInWords(1_23_45_678, 'en')).toBe(
      'Rupees one crore twenty-three lakh forty-five thousand six hundred seventy-eight only',
    );
    expect(rupeesInWords(2_50_000, 'hi')).toBe('दो लाख पचास हज़ार रुपये मात्र');
    expect(rupeesInWords(100, 'mr')).toBe('शंभर रुपये फक्त');
    expect(rupeesInWords(1_500, 'mr')).toBe('एक हजार पाचशे रुपये फक्त');
    expect(rupeesInWords(23, 'kn')).toBe('ಇಪ್ಪತ್ಮೂರು ರೂಪಾಯಿಗಳು ಮಾತ್ರ');
    expect(rupeesInWords(1_021, 'kn')).toBe('ಒಂದು ಸಾವಿರ ಇಪ್ಪತ್ತೊಂದು ರೂಪಾಯಿಗಳು ಮಾತ್ರ');
  });
});
