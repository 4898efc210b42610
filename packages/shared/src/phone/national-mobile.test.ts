import { describe, expect, it } from 'vitest';
import { nationalMobileDigits } from './national-mobile';

describe('nationalMobileDigits', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('%s gives %s', (input, expected) => {
    expect(nationalMobileDigits(input)).toBe(expected);
  });

  it('keeps a number that is not a mobile number as its digits, so the rule reports it', () => {
    expect(nationalMobileDigits('12345')).toBe('12345');
    expect(nationalMobileDigits('+1 555 123 4567')).toBe('15551234567');
    expect(nationalMobileDigits('98765abc43210')).toBe('98765abc43210');
  });

  it('does not strip a 91 that begins a 10-digit number', () => {
    expect(nationalMobileDigits('9198765432')).toBe('9198765432');
  });
});
