import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalogue';
import {
  SMS_PLACEHOLDER_MAX,
  SMS_TEMPLATE_KEYS,
  SMS_TEMPLATES,
  renderSms,
  smsDates,
  smsParts,
  smsPlaceholder,
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

  it('fit one or two SMS parts with real values in every language', () => {
    for (const language of LANGUAGES) {
      const values = {
        name: 'Aishwarya Kulkarni',
        variety: smsVariety('Bridal (Engagement)', language),
        dates: smsDates(['2026-12-12T00:00:00.000Z', '2026-12-13T00:00:00.000Z'], language),
        slot: smsSlot('Afternoon to Evening (4:00 PM to 9:00 PM)', language),
        artist: 'Meera Deshpande',
        contact: '9876543210',
        reason: 'Wedding postponed',
        venue: '12 Laxmi Road, Pune 411030',
        reference: '9018DC85',
        time: '10:45 PM',
      };
      for (const key of SMS_TEMPLATE_KEYS) {
        const text = renderSms(key, language, values);
        expect(text).not.toContain('{');
        expect(smsParts(text), `${language}.${key}: ${text}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it(`cuts a placeholder longer than ${SMS_PLACEHOLDER_MAX} characters with an ellipsis and drops links`, () => {
    const long = 'A'.repeat(60);
    expect(smsPlaceholder(long)).toBe(`${'A'.repeat(SMS_PLACEHOLDER_MAX - 1)}…`);
    expect(Array.from(smsPlaceholder('अ'.repeat(50)))).toHaveLength(SMS_PLACEHOLDER_MAX);
    expect(smsPlaceholder('A'.repeat(SMS_PLACEHOLDER_MAX))).toBe('A'.repeat(SMS_PLACEHOLDER_MAX));
    expect(smsPlaceholder('call https://evil.example/x now')).toBe('call now');
    expect(renderSms('customerCancelled', 'en', { name: long, reason: 'see www.x.in' })).toContain(
      `Hello ${'A'.repeat(39)}…,`,
    );
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
