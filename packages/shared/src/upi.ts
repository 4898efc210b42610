// An advance paid by UPI (issue 28, docs/bookings.md#advances): the `upi://pay` link of NPCI's UPI linking
// specification, the advance's rule and states, and the amount in words for the receipt.
import { z } from 'zod';
import type { Language } from './catalogue';
import { MESSAGES } from './messages';

/** A UPI ID (VPA): `name@handle`, as the linking specification's `pa`. */
export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** The Unique Transaction Reference a UPI app shows after a payment: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/**
 * due → claimed (the customer entered a UTR) → received (the owner found it on the statement) or back to
 * due (not received); a cancellation early enough makes a received advance refund_due, then refunded; a
 * later one forfeited.
 */
export const ADVANCE_STATUSES = [
  'due',
  'claimed',
  'received',
  'refund_due',
  'refunded',
  'forfeited',
] as const;
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

/** The specification allows a note (`tn`) of at most 50 characters. */
export const UPI_NOTE_MAX = 50;

export interface UpiPayee {
  vpa: string;
  name: string;
}

/** What a booking record needs to show its advance: the payee of the link and the refund policy. */
export interface AdvanceTerms {
  payee: UpiPayee;
  refundHours: number;
}

/**
 * `upi://pay?pa=…&pn=…&am=750.00&cu=INR&tn=…&tr=<reference>`: every value percent-encoded
 * (encodeURIComponent), the amount with two decimals, the note cut to 50 characters.
 */
export function upiPayLink(payee: UpiPayee, amountRupees: number, reference: string, note: string): string {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', amountRupees.toFixed(2)],
    ['cu', 'INR'],
    ['tn', [...note].slice(0, UPI_NOTE_MAX).join('')],
    ['tr', reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The note the customer's UPI app shows and the owner's statement carries. */
export function advanceNote(reference: string): string {
  return `Mehendi advance ${reference}`;
}

export interface AdvanceRule {
  percent: number;
  minRupees: number;
}

/** max(minimum, percent % of the estimate's minimum), rounded up to ₹50. */
export function advanceAmount(rule: AdvanceRule, estimateMin: number | null): number {
  const share = estimateMin === null ? 0 : (estimateMin * rule.percent) / 100;
  return Math.ceil(Math.max(rule.minRupees, share) / 50) * 50;
}

/** Whether a cancellation at `now` refunds the advance: at least `refundHours` before the first day. */
export function refundsAdvance(firstDayStart: Date, now: Date, refundHours: number): boolean {
  return firstDayStart.getTime() - now.getTime() >= refundHours * 60 * 60 * 1000;
}

export const utrSchema = z
  .string({ error: MESSAGES.utrFormat })
  .trim()
  .regex(UTR_PATTERN, MESSAGES.utrFormat);

export const advanceClaimSchema = z.object({ utr: utrSchema });

export const advanceCheckSchema = z
  .object({
    status: z.enum(['received', 'not_received', 'refunded']),
    note: z.string().trim().max(300).optional(),
    utr: utrSchema.optional(),
  })
  .refine((body) => body.status !== 'refunded' || body.utr !== undefined, {
    message: MESSAGES.refundNeedsUtr,
    path: ['utr'],
  });

export const advanceAmountSchema = z.object({ amount: z.number().int().min(1).max(10_00_000) });

/** The advance on a booking record (console and My bookings); null without UPI_VPA or before confirmation. */
export const bookingAdvanceSchema = z.object({
  amount: z.number().int(),
  status: z.enum(ADVANCE_STATUSES),
  /** The customer's payment UTR once claimed. */
  utr: z.string().nullable(),
  /** Null once the advance no longer needs paying. */
  upiLink: z.string().nullable(),
  /** When the customer claimed it (ISO). */
  claimedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** The owner's note, e.g. why a claimed payment was not found. */
  note: z.string().nullable(),
  refundUtr: z.string().nullable(),
  /** The policy: refunded in full when cancelled at least this many hours before the first slot. */
  refundHours: z.number().int(),
});
export type BookingAdvance = z.infer<typeof bookingAdvanceSchema>;

/** One received advance's receipt (GET /api/my/bookings/{id}/advance/receipt). */
export const advanceReceiptSchema = z.object({
  businessName: z.string(),
  reference: z.string(),
  customerName: z.string(),
  amount: z.number().int(),
  amountInWords: z.string(),
  language: z.string(),
  utr: z.string(),
  receivedAt: z.string(),
  refundHours: z.number().int(),
  status: z.enum(ADVANCE_STATUSES),
});
export type AdvanceReceipt = z.infer<typeof advanceReceiptSchema>;

// ---- Amount in words, Indian numbering (crore, lakh, thousand, hundred) ----

const EN_UNITS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

// Hindi and Marathi name every number below a hundred with its own word.
const HI_BELOW_100 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस ' +
  'छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस ' +
  'उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ ' +
  'छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी ' +
  'अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे ' +
  'चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे'
).split(' ');
const MR_BELOW_100 = (
  'शून्य एक दोन तीन चार पाच सहा सात आठ नऊ दहा अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस ' +
  'वीस एकवीस बावीस तेवीस चोवीस पंचवीस सव्वीस सत्तावीस अठ्ठावीस एकोणतीस तीस एकतीस बत्तीस तेहेतीस चौतीस ' +
  'पस्तीस छत्तीस सदतीस अडतीस एकोणचाळीस चाळीस एक्केचाळीस बेचाळीस त्रेचाळीस चव्वेचाळीस पंचेचाळीस सेहेचाळीस ' +
  'सत्तेचाळीस अठ्ठेचाळीस एकोणपन्नास पन्नास एक्कावन्न बावन्न त्रेपन्न चोपन्न पंचावन्न छप्पन्न सत्तावन्न ' +
  'अठ्ठावन्न एकोणसाठ साठ एकसष्ट बासष्ट त्रेसष्ट चौसष्ट पासष्ट सहासष्ट सदुसष्ट अडुसष्ट एकोणसत्तर सत्तर ' +
  'एक्काहत्तर बाहत्तर त्र्याहत्तर चौऱ्याहत्तर पंच्याहत्तर शहात्तर सत्त्याहत्तर अठ्ठ्याहत्तर एकोणऐंशी ऐंशी ' +
  'एक्क्याऐंशी ब्याऐंशी त्र्याऐंशी चौऱ्याऐंशी पंच्याऐंशी शहाऐंशी सत्त्याऐंशी अठ्ठ्याऐंशी एकोणनव्वद नव्वद ' +
  'एक्क्याण्णव ब्याण्णव त्र्याण्णव चौऱ्याण्णव पंच्याण्णव शहाण्णव सत्त्याण्णव अठ्ठ्याण्णव नव्व्याण्णव'
).split(' ');
const KN_UNITS = 'ಸೊನ್ನೆ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು'.split(' ');
const KN_TEENS = 'ಹತ್ತು ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಹದಿಮೂರು ಹದಿನಾಲ್ಕು ಹದಿನೈದು ಹದಿನಾರು ಹದಿನೇಳು ಹದಿನೆಂಟು ಹತ್ತೊಂಬತ್ತು'.split(' ');
const KN_TENS = ' ಹತ್ತು ಇಪ್ಪತ್ತು ಮೂವತ್ತು ನಲವತ್ತು ಐವತ್ತು ಅರವತ್ತು ಎಪ್ಪತ್ತು ಎಂಬತ್ತು ತೊಂಬತ್ತು'.split(' ');
// A vowel-initial unit joins the tens as a vowel sign (ಇಪ್ಪತ್ತು + ಒಂದು = ಇಪ್ಪತ್ತೊಂದು).
const KN_JOINED_UNITS = ['', 'ೊಂದು', 'ೆರಡು', '', '', 'ೈದು', 'ಾರು', 'ೇಳು', 'ೆಂಟು', 'ೊಂಬತ್ತು'];
const KN_HUNDREDS = ' ನೂರು ಇನ್ನೂರು ಮುನ್ನೂರು ನಾನೂರು ಐನೂರು ಆರುನೂರು ಏಳುನೂರು ಎಂಟುನೂರು ಒಂಬೈನೂರು'.split(' ');

function knBelow100(n: number): string {
  if (n < 10) return KN_UNITS[n]!;
  if (n < 20) return KN_TEENS[n - 10]!;
  const tens = KN_TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  if (unit === 0) return tens;
  const joined = KN_JOINED_UNITS[unit]!;
  // ಮೂರು and ನಾಲ್ಕು begin with a consonant: ಇಪ್ಪತ್ಮೂರು, ಇಪ್ಪತ್ನಾಲ್ಕು.
  return joined ? tens.slice(0, -1) + joined : tens.replace(/ತ್ತು$/, 'ತ್') + KN_UNITS[unit];
}

function enBelow100(n: number): string {
  if (n < 20) return EN_UNITS[n]!;
  const unit = n % 10;
  return unit ? `${EN_TENS[Math.floor(n / 10)]}-${EN_UNITS[unit]}` : EN_TENS[Math.floor(n / 10)]!;
}

interface Numbering {
  below100(n: number): string;
  hundreds(h: number, rest: number): string;
  scale: { crore: string; lakh: string; thousand: string };
  /** The rupees around the number. */
  wrap(words: string): string;
}

const NUMBERING: Record<Language, Numbering> = {
  en: {
    below100: enBelow100,
    hundreds: (h) => `${EN_UNITS[h]} hundred`,
    scale: { crore: 'crore', lakh: 'lakh', thousand: 'thousand' },
    wrap: (words) => `Rupees ${words} only`,
  },
  hi: {
    below100: (n) => HI_BELOW_100[n]!,
    hundreds: (h) => `${HI_BELOW_100[h]} सौ`,
    scale: { crore: 'करोड़', lakh: 'लाख', thousand: 'हज़ार' },
    wrap: (words) => `${words} रुपये मात्र`,
  },
  mr: {
    below100: (n) => MR_BELOW_100[n]!,
    // Exactly a hundred is शंभर; otherwise एकशे, दोनशे … नऊशे.
    hundreds: (h, rest) => (h === 1 && rest === 0 ? 'शंभर' : `${MR_BELOW_100[h]}शे`),
    scale: { crore: 'कोटी', lakh: 'लाख', thousand: 'हजार' },
    wrap: (words) => `${words} रुपये फक्त`,
  },
  kn: {
    below100: knBelow100,
    // ನೂರು before more words is ನೂರ (ಏಳುನೂರ ಐವತ್ತು).
    hundreds: (h, rest) => (rest === 0 ? KN_HUNDREDS[h]! : KN_HUNDREDS[h]!.replace(/ನೂರು$/, 'ನೂರ')),
    scale: { crore: 'ಕೋಟಿ', lakh: 'ಲಕ್ಷ', thousand: 'ಸಾವಿರ' },
    wrap: (words) => `${words} ರೂಪಾಯಿಗಳು ಮಾತ್ರ`,
  },
};

/** 750 → 'Rupees seven hundred fifty only' / 'सात सौ पचास रुपये मात्र' …, whole rupees below 100 crore. */
export function rupeesInWords(amount: number, language: Language): string {
  const numbering = NUMBERING[language];
  const n = Math.floor(Math.abs(amount));
  if (n === 0) return numbering.wrap(numbering.below100(0) || 'zero');
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crore) parts.push(`${numbering.below100(crore % 100)} ${numbering.scale.crore}`);
  if (lakh) parts.push(`${numbering.below100(lakh)} ${numbering.scale.lakh}`);
  if (thousand) parts.push(`${numbering.below100(thousand)} ${numbering.scale.thousand}`);
  if (hundred) parts.push(numbering.hundreds(hundred, rest));
  if (rest) parts.push(numbering.below100(rest));
  return numbering.wrap(parts.join(' '));
}
