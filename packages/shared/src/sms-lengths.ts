// The longest text each template can make (docs/sms-templates.md, for DLT registration): every placeholder
// at its longest value, which is SMS_PLACEHOLDER_MAX for free text and less for fixed vocabularies and
// formats (a pincode is 6 digits, a slot one of four short names).
import { BOOKING_VARIETIES, LANGUAGES, TIME_SLOTS, type Language } from './catalogue';
import { formatDay, formatTime } from './dates/date-format';
import {
  SMS_LINK_MAX,
  SMS_PLACEHOLDER_MAX,
  SMS_TEMPLATES,
  SMS_TEMPLATE_KEYS,
  isGsmText,
  smsAmount,
  smsParts,
  smsSlot,
  smsVariety,
  type SmsTemplateKey,
  type SmsValues,
} from './sms-templates';

/**
 * SMS parts a template may take at its longest (2 unless named): the texts with a link to the page where
 * the person acts (the artist's offer with the job's figures, and the customer's waiting-list offer,
 * advance, review request and start code, issue 44), which the Indian scripts' 67 characters a part cannot
 * hold in two with an 80-character link; they go by WhatsApp first, where parts cost nothing.
 */
export const SMS_MAX_PARTS: Readonly<Partial<Record<SmsTemplateKey, number>>> = {
  artistOffer: 4,
  customerOffered: 4,
  customerAdvanceDue: 4,
  customerReviewRequest: 4,
  customerReminderToday: 4,
  // A team short of artists (issue 47): the choice is made on the linked page.
  customerTeamShort: 4,
  // A team's artist told the lead's name and number (issue 47): six placeholders at their longest.
  artistTeamJob: 3,
};

export function maxSmsParts(key: SmsTemplateKey): number {
  return SMS_MAX_PARTS[key] ?? 2;
}

const longest = (values: readonly string[]) =>
  values.reduce((best, value) => (Array.from(value).length > Array.from(best).length ? value : best), '');
const free = 'W'.repeat(SMS_PLACEHOLDER_MAX);

/** Each placeholder's longest value in `language`. */
export function longestSmsValues(language: Language): Required<SmsValues> {
  return {
    name: free,
    // A team is at most 20 artists (the availability's team=N).
    size: '20',
    confirmed: '19',
    variety: longest(BOOKING_VARIETIES.map((variety) => smsVariety(variety, language))),
    // Several booked days are cut like any long value.
    dates: free,
    slot: longest(TIME_SLOTS.map((slot) => smsSlot(slot, language))),
    artist: free,
    // A national mobile number, 10 digits.
    contact: '9'.repeat(10),
    reason: free,
    venue: free,
    pincode: '9'.repeat(6),
    note: free,
    // bookingReference: 8 characters of the id.
    reference: 'W'.repeat(8),
    // The longest way the language writes a time of day.
    time: longest(
      Array.from({ length: 24 }, (_, hour) =>
        formatTime(new Date(Date.UTC(2026, 0, 1, hour, 0) + 30 * 60_000), language),
      ),
    ),
    // A UPI reference: 12 digits.
    utr: '9'.repeat(12),
    // The start code at the door: 4 digits.
    code: '9'.repeat(4),
    // An advance: at most ₹10,00,000 (advanceAmountSchema), in the language's form.
    amount: smsAmount({ min: 10_00_000, max: 10_00_000 }),
    // ADVANCE_REFUND_HOURS is at most 1440.
    hours: '9999',
    // At most 300 guests (the booking form's limit).
    guests: '300',
    // A URL variable (SmsValues.link), SMS_LINK_MAX at most.
    link: 'W'.repeat(SMS_LINK_MAX),
    day: longest(
      Array.from({ length: 12 }, (_, month) =>
        formatDay(new Date(Date.UTC(2026, month, 28)).toISOString(), language),
      ),
    ),
  };
}

export interface SmsLength {
  key: SmsTemplateKey;
  language: Language;
  /** Characters of the longest text (placeholders filled as by renderSms, without cutting). */
  length: number;
  /** GSM-7 (160/153 a part) or Unicode (70/67). */
  encoding: 'GSM-7' | 'Unicode';
  parts: number;
}

/** The longest rendering of `key` in `language`. */
export function longestSms(key: SmsTemplateKey, language: Language): SmsLength {
  const values = longestSmsValues(language);
  // Filled without renderSms's cleaning: the longest values are already within the limit.
  const text = SMS_TEMPLATES[language][key].replace(
    /\{(\w+)\}/gu,
    (_, name: string) => values[name as keyof SmsValues],
  );
  return {
    key,
    language,
    length: Array.from(text).length,
    encoding: isGsmText(text) ? 'GSM-7' : 'Unicode',
    parts: smsParts(text),
  };
}

/** Every template in every language at its longest. */
export function longestSmsTable(): SmsLength[] {
  return SMS_TEMPLATE_KEYS.flatMap((key) => LANGUAGES.map((language) => longestSms(key, language)));
}
