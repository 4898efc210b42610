import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp-link';

describe('whatsappLink', () => {
  it('gives a 10-digit Indian mobile its country code', () => {
    expect(whatsappLink('9812345678')).toBe('https://wa.me/919812345678');
    expect(whatsappLink('98123 45678')).toBe('https://wa.me/919812345678');
  });

  it('keeps the country code of a number written with one', () => {
    expect(whatsappLink('+919812345678')).toBe('https://wa.me/919812345678');
    expect(whatsappLink('+91 98123 45678')).toBe('https://wa.me/919812345678');
  });

  it('prefills the text, encoded', () => {
    expect(whatsappLink('9812345678', 'Namaste Asha, your booking on 1 Dec & more?')).toBe(
      'https://wa.me/919812345678?text=Namaste%20Asha%2C%20your%20booking%20on%201%20Dec%20%26%20more%3F',
    );
  });

  it('adds no text when there is none', () => {
    expect(whatsappLink('9812345678', '')).toBe('https://wa.me/919812345678');
  });

  it('without a number lets the sender choose the chat, with the text prefilled', () => {
    expect(whatsappLink(null, 'Dates: 1 Dec 2026\nRef: AB12CD34')).toBe(
      'https://wa.me/?text=Dates%3A%201%20Dec%202026%0ARef%3A%20AB12CD34',
    );
  });
});
