import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatRupeeRange, formatRupees } from './money';

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

describe('digits of the language', () => {
  it('writes Marathi in Devanagari digits, keeping the lakh grouping', () => {
    expect(formatRupees(123456, 'mr')).toBe('₹१,२३,४५६');
    expect(formatRupeeRange({ min: 3220, max: 4820 }, 'mr')).toBe('₹३,२२० – ₹४,८२०');
  });
  it('keeps Latin digits and the lakh grouping for Hindi and Kannada', () => {
    expect(formatRupees(12345678, 'hi')).toBe('₹1,23,45,678');
    expect(formatRupees(12345678, 'kn')).toBe('₹1,23,45,678');
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
  it("groups and writes digits as the browser's en-IN format would, in every language", () => {
    const amounts = [0, 7, 99, 999, 1000, 99999, 100000, 123456, 9999999, 10000000, 987654321, 1234567890];
    for (const language of ['en', 'mr', 'hi', 'kn']) {
      const { numberingSystem } = new Intl.NumberFormat(language).resolvedOptions();
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, numberingSystem });
      for (const amount of amounts) expect(formatRupees(amount, language)).toBe(`₹${intl.format(amount)}`);
    }
  });
});
