import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalogue';
import {
  SMS_PLACEHOLDER_MAX,
  SMS_TEMPLATE_KEYS,
  SMS_TEMPLATES,
  renderSms,
  smsDates,
  smsParts,
  smsAmount,
  smsPlaceholder,
  smsSiders,
  smsSlot,
  smsVariety,
} from './sms-templates';

const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('SMS templates', () => {
  it('exist in every language with the same placeholders as English, and carry no URL', () => {
    for (const language of LANGUAGES) {
      for (const key of SMS_TEMPLATE_KEYS) {
        const template = SMS_TEMPLATES[language][key];
        expect(placeholders(template), `${language}.${key}`).toEqual(placeholders(SMS_TEMPLATES.en[key]));
        expect(template).not.toMatch(/https?:|www\.|\.in\b|\.com\b/);
      }
    }
  });

  it('fit one or two SMS parts with real values in every language (the job with its details four)', () => {
    for (const language of LANGUAGES) {
      const values = {
        name: 'Aishwarya Kulkarni',
        variety: smsVariety('Bridal (Engagement)', language),
        dates: smsDates(['2026-12-12T00:00:00.000Z', '2026-12-13T00:00:00.000Z'], language),
        slot: smsSlot('Afternoon to Evening (4:00 PM to 9:00 PM)', language),
        artist: 'Meera Deshpande',
        contact: '9876543210',
        reason: 'Wedding postponed',
        venue: 'Flat 12, Laxmi Apartments, near Dagdusheth Temple, Budhwar Peth',
        pincode: '411002',
        guests: '12',
        siders: smsSiders({ type: 'indian', length: 'threeQuarter' }, language),
        estimate: smsAmount({ min: 17_640, max: 28_640 }, language),
        note: 'Please bring your own cones',
        reference: '9018DC85',
        time: '10:45 PM',
      };
      for (const key of SMS_TEMPLATE_KEYS) {
        const text = renderSms(key, language, values);
        expect(text).not.toContain('{');
        // The job at a venue carries everything the artist prepares by; Unicode takes 67 a part.
        const parts = key === 'artistJobAtVenue' && language !== 'en' ? 4 : 2;
        expect(smsParts(text), `${language}.${key}: ${text}`).toBeLessThanOrEqual(parts);
      }
    }
  });

  it(`cuts a placeholder longer than ${SMS_PLACEHOLDER_MAX} characters with an ellipsis and drops links`, () => {
    const long = 'A'.repeat(60);
    // '...' keeps a GSM text in the GSM alphabet; other scripts take the one-character '…'.
    expect(smsPlaceholder(long)).toBe(`${'A'.repeat(SMS_PLACEHOLDER_MAX - 3)}...`);
    expect(smsPlaceholder('अ'.repeat(50))).toBe(`${'अ'.repeat(SMS_PLACEHOLDER_MAX - 1)}…`);
    expect(smsPlaceholder('A'.repeat(SMS_PLACEHOLDER_MAX))).toBe('A'.repeat(SMS_PLACEHOLDER_MAX));
    expect(smsPlaceholder('call https://evil.example/x now')).toBe('call now');
    expect(renderSms('customerCancelled', 'en', { name: long, reason: 'see www.x.in' })).toContain(
      `Hello ${'A'.repeat(27)}...,`,
    );
    // A cut ends on a word, not on the comma before it.
    expect(smsPlaceholder('Flat 12, Laxmi Apartments, near Dagdusheth Temple')).toBe(
      'Flat 12, Laxmi Apartments...',
    );
  });

  it('cuts out a link or domain name of any kind, and keeps abbreviations and amounts', () => {
    expect(smsPlaceholder('pay at evil-pay.in/upi now')).toBe('pay at now');
    expect(smsPlaceholder('EVIL.IN')).toBe('');
    expect(smsPlaceholder('mail a@b.com or ftp://x.y/z')).toBe('mail or');
    expect(smsPlaceholder('मेहंदी.भारत/पे पर')).toBe('पर');
    expect(smsPlaceholder('Flat 12, Sec.4, Opp. Mall')).toBe('Flat 12, Sec.4, Opp. Mall');
    expect(smsPlaceholder('Rs 3,820-5,320')).toBe('Rs 3,820-5,320');
    expect(renderSms('customerCancelled', 'en', { reason: 'refund at evil-pay.in/upi' })).toMatch(
      /cancelled: refund at$/,
    );
  });

  it('keeps the pincode of a venue too long for its placeholder, and an English job in GSM', () => {
    const venue = 'Flat 12, Laxmi Apartments, near Dagdusheth Temple, Budhwar Peth, Pune';
    for (const language of LANGUAGES) {
      const text = renderSms('artistJobAtVenue', language, { venue, pincode: '411002' });
      expect(text).toContain('411002');
      expect(text).not.toContain('Budhwar Peth');
    }
    const english = renderSms('artistJobAtVenue', 'en', {
      name: 'Aishwarya Kulkarni',
      venue,
      pincode: '411002',
      estimate: smsAmount({ min: 3820, max: 5320 }, 'en'),
    });
    expect(english).toContain('Venue: Flat 12, Laxmi Apartments..., PIN 411002.');
    expect(english).toContain('Estimate: Rs 3,820-5,320.');
    expect(smsParts(english)).toBeLessThanOrEqual(2);
  });

  it('names siders with their arm length, or none, and writes amounts in Latin digits', () => {
    expect(smsSiders({ type: 'arabic', length: 'full' }, 'en')).toBe('Arabic, full arm');
    expect(smsSiders({ type: 'indian', length: 'wrist' }, 'hi')).toBe('भारतीय, कलाई तक');
    expect(smsSiders(null, 'mr')).toBe('नाही');
    expect(smsAmount({ min: 123_456, max: 123_456 }, 'mr')).toBe('₹1,23,456');
    expect(smsDates(['2026-12-12T00:00:00.000Z'], 'mr')).toMatch(/^12 /);
  });

  it('falls back to English for an unknown or missing language, and reads legacy tags', () => {
    expect(renderSms('artistJobCancelled', null, { name: 'Asha' })).toMatch(/^Mehendi Market: /);
    expect(renderSms('artistJobCancelled', 'xx', { name: 'Asha' })).toMatch(/^Mehendi Market: /);
    expect(renderSms('artistJobCancelled', 'hn', { name: 'Asha' })).toMatch(/^मेहंदी मार्केट: /);
  });

  it('counts SMS parts as the network does (GSM 160/153, Unicode 70/67)', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('अ'.repeat(70))).toBe(1);
    expect(smsParts('अ'.repeat(71))).toBe(2);
    expect(smsParts('अ'.repeat(135))).toBe(3);
  });
});
