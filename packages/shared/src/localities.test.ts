import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalogue';
import { localityIn, localityOf } from './localities';

describe('localities', () => {
  it('names the area of a known pincode in English, and shows any other code as it is', () => {
    expect(localityOf(' 411030 ')).toBe('Sadashiv Peth');
    expect(localityOf('560001')).toBe('560001');
  });

  it('writes the area in the page language, and leaves an unknown one as the API gave it', () => {
    expect(localityIn('Sadashiv Peth', 'mr')).toBe('सदाशिव पेठ');
    expect(localityIn('Kothrud', 'kn')).toBe('ಕೋಥರೂಡ್');
    expect(localityIn('Khadki', 'hi')).toBe('खड़की');
    expect(localityIn('Kothrud', 'en')).toBe('Kothrud');
    expect(localityIn('560001', 'hi')).toBe('560001');
  });

  it('has every Pune area in every language, written in that language’s script', () => {
    const scripts = {
      en: /^[A-Za-z ]+$/u,
      mr: /^[\p{Script=Devanagari} ]+$/u,
      hi: /^[\p{Script=Devanagari} ]+$/u,
      kn: /^[\p{Script=Kannada}\u200c ]+$/u,
    };
    for (let code = 411001; code <= 411062; code++) {
      const english = localityOf(String(code));
      if (english === String(code)) continue;
      for (const language of LANGUAGES) expect(localityIn(english, language)).toMatch(scripts[language]);
    }
  });
});
