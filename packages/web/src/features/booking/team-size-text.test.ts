import { describe, expect, it } from 'vitest';
import { artistsNeeded, type FunctionSize } from '@mehendi/shared';
import en from '../../i18n/locales/en/public.json';
import hi from '../../i18n/locales/hi/public.json';
import kn from '../../i18n/locales/kn/public.json';
import mr from '../../i18n/locales/mr/public.json';
import { translate, type Messages } from '../../i18n/translate';
import type { TFunction } from '../../i18n';
import { teamSizeText } from './team-size-text';

const files: Record<string, Messages> = { en, hi, kn, mr };
const tIn =
  (language: string): TFunction =>
  (key, options) =>
    translate((lang, ns) => (ns === 'public' ? files[lang] : undefined), language, 'public', key, options);
const line = (language: string, size: FunctionSize) => teamSizeText(tIn(language), size, artistsNeeded(size));

describe('the booking form’s team line', () => {
  it('says how many artists a bride and 120 guests need, in each language', () => {
    const size = { brides: 1, guestCount: 120 };
    expect(line('en', size)).toBe('For a bride and 120 guests you need about 7 artists');
    expect(line('mr', size)).toBe('एक नवरी आणि 120 पाहुण्यांसाठी सुमारे 7 कलाकार लागतील');
    expect(line('hi', size)).toBe('एक दुल्हन और 120 मेहमानों के लिए लगभग 7 कलाकार चाहिए');
    expect(line('kn', size)).toBe('ಒಬ್ಬ ವಧು ಮತ್ತು 120 ಅತಿಥಿಗಳಿಗೆ ಸುಮಾರು 7 ಕಲಾವಿದರು ಬೇಕು');
  });

  it('words no bride, several brides and one guest', () => {
    expect(line('en', { brides: 0, guestCount: 21 })).toBe('For 21 guests you need about 2 artists');
    expect(line('en', { brides: 2, guestCount: 0 })).toBe('For 2 brides you need about 2 artists');
    expect(line('en', { brides: 3, guestCount: 1 })).toBe(
      'For 3 brides and 1 guest you need about 3 artists',
    );
    expect(line('mr', { brides: 2, guestCount: 60 })).toBe('2 नवऱ्या आणि 60 पाहुण्यांसाठी सुमारे 5 कलाकार लागतील');
    expect(line('hi', { brides: 0, guestCount: 40 })).toBe('40 मेहमानों के लिए लगभग 2 कलाकार चाहिए');
  });

  it('says quietly that one artist can do it once guests are given, and nothing before', () => {
    expect(line('en', { brides: 1, guestCount: 0 })).toBeNull();
    expect(line('en', { brides: 0, guestCount: 0 })).toBeNull();
    expect(line('en', { brides: 1, guestCount: 5 })).toBe('One artist can do this.');
    expect(line('mr', { brides: 0, guestCount: 20 })).toBe('हे एक कलाकार करू शकेल.');
  });

  it('names a bride alone when the owner’s times make her design a team’s work', () => {
    const times = { bridalMinutes: 300, guestMinutes: 12, functionMinutes: 240 };
    expect(
      teamSizeText(
        tIn('en'),
        { brides: 1, guestCount: 0 },
        artistsNeeded({ brides: 1, guestCount: 0 }, times),
      ),
    ).toBe('For a bride you need about 2 artists');
  });
});
