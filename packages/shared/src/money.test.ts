import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatRupeeRange, formatRupees, latinDigits } from './money';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [800, '₹800'],
    [4220, '₹4,220'],
    [123456, '₹1,23,456'],
    [12345678, '₹1,23,45,678'],
  ])('%d → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('formatRupeeRange', () => {
  it('joins both ends with an en dash', () => {
    expect(formatRupeeRange({ min: 3220, max: 4820 })).toBe('₹3,220 – ₹4,820');
  });
  it('shows one figure when both ends are equal', () => {
    expect(formatRupeeRange({ min: 500, max: 500 })).toBe('₹500');
  });
});

describe('digits', () => {
  it('are Latin in every language, as dates and counts are, keeping the lakh grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    for (const language of ['en', 'mr', 'hi', 'kn']) {
      const day = new Intl.DateTimeFormat(latinDigits(`${language}-IN`), { day: 'numeric', timeZone: 'UTC' });
      expect(day.format(new Date('2026-12-12T00:00:00Z'))).toBe('12');
      expect(new Intl.NumberFormat(latinDigits(language)).format(1234)).toMatch(/^1,?234$/);
    }
  });
});

describe('formatPriceRange', () => {
  it('writes a catalogue price range with both ends in rupees', () => {
    expect(formatPriceRange('2000-3000')).toBe('₹2,000 – ₹3,000');
    expect(formatPriceRange('800-1500')).toBe('₹800 – ₹1,500');
  });
  it('shows anything else as given', () => {
    expect(formatPriceRange('Any')).toBe('Any');
  });
});

describe('agreement with Intl.NumberFormat', () => {
  it("groups as the browser's en-IN format would", () => {
    const amounts = [0, 7, 99, 999, 1000, 99999, 100000, 123456, 9999999, 10000000, 987654321, 1234567890];
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const amount of amounts) expect(formatRupees(amount)).toBe(`₹${intl.format(amount)}`);
  });
});
