import { describe, expect, it } from 'vitest';
import { translate, type Lookup, type Messages } from './translate';

const files: Record<string, Messages> = {
  'en/common': {
    greeting: 'Hello, {{name}}!',
    only: 'English only',
    items: { count_one: '{{count}} item', count_other: '{{count}} items' },
    onlyOther_other: '{{count}} things',
  },
  'hi/common': {
    greeting: 'नमस्ते, {{name}}!',
    items: { count_one: '{{count}} वस्तु (एक)', count_other: '{{count}} वस्तुएँ' },
  },
  'en/public': { title: 'Booking' },
};
const lookup: Lookup = (language, namespace) => files[`${language}/${namespace}`];

describe('translate', () => {
  it('finds nested keys and fills {{placeholders}}, leaving unknown ones as written', () => {
    expect(translate(lookup, 'en', 'common', 'greeting', { name: 'Asha' })).toBe('Hello, Asha!');
    expect(translate(lookup, 'hi', 'common', 'greeting', { name: 'आशा' })).toBe('नमस्ते, आशा!');
    expect(translate(lookup, 'en', 'common', 'greeting')).toBe('Hello, {{name}}!');
  });

  it('chooses the English plural form by count', () => {
    expect(translate(lookup, 'en', 'common', 'items.count', { count: 1 })).toBe('1 item');
    expect(translate(lookup, 'en', 'common', 'items.count', { count: 0 })).toBe('0 items');
    expect(translate(lookup, 'en', 'common', 'items.count', { count: 5 })).toBe('5 items');
  });

  it('follows Hindi plural rules (0 and 1 are both "one")', () => {
    expect(translate(lookup, 'hi', 'common', 'items.count', { count: 0 })).toBe('0 वस्तु (एक)');
    expect(translate(lookup, 'hi', 'common', 'items.count', { count: 1 })).toBe('1 वस्तु (एक)');
    expect(translate(lookup, 'hi', 'common', 'items.count', { count: 2 })).toBe('2 वस्तुएँ');
  });

  it('falls back to the _other form when the language has no form for the count', () => {
    expect(translate(lookup, 'en', 'common', 'onlyOther', { count: 1 })).toBe('1 things');
  });

  it('falls back to English key by key, then to the default, then to the key', () => {
    expect(translate(lookup, 'hi', 'common', 'only')).toBe('English only');
    expect(translate(lookup, 'hi', 'common', 'missing', { defaultValue: 'Default {{n}}', n: 2 })).toBe(
      'Default 2',
    );
    expect(translate(lookup, 'hi', 'common', 'missing')).toBe('missing');
    expect(translate(lookup, 'en', 'common', 'items')).toBe('items');
  });

  it('reads another namespace when asked with { ns }', () => {
    expect(translate(lookup, 'en', 'common', 'title', { ns: 'public' })).toBe('Booking');
    expect(translate(lookup, 'hi', 'common', 'title', { ns: 'public' })).toBe('Booking');
  });
});
