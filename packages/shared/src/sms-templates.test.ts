import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalogue';
import {
  SMS_PLACEHOLDER_MAX,
  SMS_TEMPLATE_KEYS,
  SMS_TEMPLATES,
  renderSms,
  smsParts,
  smsPlaceholder,
  smsSlot,
  smsVariety,
} from './sms-templates';
import { maxSmsParts } from './sms-lengths';
import { formatDays, formatTime } from './dates/date-format';

const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('SMS templates', () => {
  it('exist in every language with the same placeholders as English, a URL only as the {link} placeholder', () => {
    for (const language of LANGUAGES) {
      for (const key of SMS_TEMPLATE_KEYS) {
        const template = SMS_TEMPLATES[language][key];
        expect(placeholders(template), `${language}.${key}`).toEqual(placeholders(SMS_TEMPLATES.en[key]));
        expect(template).not.toMatch(/https?:|www\.|\.in\b|\.com\b/);
      }
    }
  });

  it('fit one or two SMS parts with real values in every language (the offer four)', () => {
    for (const language of LANGUAGES) {
      const values = {
        name: 'Aishwarya Kulkarni',
        variety: smsVariety('Bridal (Engagement)', language),
        dates: formatDays(['2026-12-12T00:00:00.000Z', '2026-12-13T00:00:00.000Z'], language),
        slot: smsSlot('Afternoon to Evening (4:00 PM to 9:00 PM)', language),
        artist: 'Meera Deshpande',
        contact: '9876543210',
        reason: 'Wedding postponed',
        venue: 'Flat 12, Laxmi Apartments, near Dagdusheth Temple, Budhwar Peth',
        pincode: '411002',
        note: 'Please bring your own cones',
        reference: '9018DC85',
        time: formatTime('2026-12-12T17:15:00.000Z', language),
        guests: '120',
        amount: 'Rs 3,820-5,320',
        link: 'https://mehendimarket.in/my-bookings#9018DC85',
      };
      for (const key of SMS_TEMPLATE_KEYS) {
        const text = renderSms(key, language, values);
        expect(text).not.toContain('{');
        expect(smsParts(text), `${language}.${key}: ${text}`).toBeLessThanOrEqual(maxSmsParts(key));
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
    expect(renderSms('artistNotApproved', 'en', { name: long, note: 'see www.x.in' })).toBe(
      `Mehendi Market: Hello ${'A'.repeat(27)}..., your artist application was not approved: see`,
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
    const english = renderSms('artistJobAtVenue', 'en', { contact: '9876543210', venue, pincode: '411002' });
    expect(english).toContain('Customer 9876543210. Venue: Flat 12, Laxmi Apartments..., PIN 411002.');
    expect(smsParts(english)).toBe(1);
  });

  it('links the customer to the page where they act, in every language', () => {
    const acting = [
      'customerOffered',
      'customerAdvanceDue',
      'customerReviewRequest',
      'customerReminderToday',
    ] as const;
    for (const language of LANGUAGES) {
      for (const key of [...acting, 'artistOffer' as const]) {
        expect(SMS_TEMPLATES[language][key], `${language}.${key}`).toMatch(/\{link\}$/);
      }
    }
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
