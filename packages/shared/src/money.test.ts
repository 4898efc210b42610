import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatRupees } from './money';

describe('money', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(800)).toBe('₹800');
  });
  it('writes a price range with both ends in rupees', () => {
    expect(formatPriceRange('2000-3000')).toBe('₹2,000 – ₹3,000');
    expect(formatPriceRange('800-1500')).toBe('₹800 – ₹1,500');
  });
});
